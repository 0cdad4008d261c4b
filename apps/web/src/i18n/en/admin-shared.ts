/** The admin consoles' shared pieces: lists (`admin-list`), dashboards (`stats`), the reason dialog. */
export const adminShared = {
  list: {
    from: 'From',
    to: 'To',
    count: '{{count}} {{noun}}',
    range: '{{from}}–{{to}} of {{count}} {{noun}}',
  },
  stats: { when: 'When' },
} as const;
