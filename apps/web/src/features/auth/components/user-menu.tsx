import { useTranslation } from 'react-i18next';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { ChevronDownIcon, GridIcon, LogOutIcon, UploadIcon } from '../../../components/ui/icons';
import { dashboardPathForRole, fullName, initials, type TSessionUser } from '../../../lib/roles';
import { EmailText } from '../../../components/ui/email-text';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink select-none data-[highlighted]:bg-primary-light';

/** The account dropdown: who is signed in, and the way out. */
export function UserMenu({ user, showUploadStories }: { user: TSessionUser; showUploadStories: boolean }) {
  const { t } = useTranslation('auth');
  const name = fullName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="user-menu-trigger"
        aria-label={t('account.menuFor', { name })}
        className="inline-flex h-10 shrink-0 items-center gap-1 rounded-full p-0.5 pr-1.5 text-ink transition-colors hover:bg-primary-light data-[state=open]:bg-primary-light"
      >
        <Avatar user={user} />
        <ChevronDownIcon size={16} className="hidden sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          data-testid="user-menu"
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-line-soft bg-surface p-2 shadow-menu animate-pop-in"
        >
          <div className="flex items-center gap-3 px-3 py-3">
            <Avatar user={user} large />
            <div className="min-w-0">
              <p className="truncate text-sm font-bold text-ink" data-testid="user-menu-name">
                {name}
              </p>
              <p className="text-sm text-ink-muted wrap-anywhere" data-testid="user-menu-email">
                <EmailText email={user.email} />
              </p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-line-soft" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={dashboardPathForRole(user.role)} data-testid="user-menu-dashboard">
              <GridIcon size={18} />
              {t('account.dashboard')}
            </Link>
          </DropdownMenu.Item>
          {showUploadStories ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/uploadblogsteps" data-testid="user-menu-upload-stories">
                <UploadIcon size={18} />
                {t('account.uploadStories')}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-line-soft" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/logout" data-testid="user-menu-logout">
              <LogOutIcon size={18} />
              {t('account.logout')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Avatar({ user, large = false }: { user: TSessionUser; large?: boolean }) {
  const size = large ? 'size-11 text-base' : 'size-9 text-sm';
  return user.avatar ? (
    <img src={user.avatar} alt="" width={44} height={44} className={`${size} shrink-0 rounded-full object-cover`} />
  ) : (
    <span aria-hidden="true" className={`${size} inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white`}>
      {initials(user)}
    </span>
  );
}
