import type { TMode } from '@commonshelf/shared/modes/modes.schemas';
import { useSelector } from 'react-redux';
import { useSite } from '../../../lib/site';
import { useGetModesQuery } from '../api/modes.api';
import { selectModeId } from '../mode-selection.slice';

/** Modes a visitor may see in the picker: locked ones included (shown blurred), retired ones not. */
export function visibleModes(modes: readonly TMode[] | undefined): TMode[] {
  return (modes ?? []).filter((mode) => mode.status === 'ACTIVE' && mode.active);
}

/**
 * The Switchboard mode that filters content. Only tenants with Switchboard on use modes, so
 * elsewhere this is always null even if a stale id sits in the session.
 */
export function useActiveMode(): { modeId: number | null; mode: TMode | null } {
  const { switchboard } = useSite();
  const storedId = useSelector(selectModeId);
  const modeId = switchboard ? storedId : null;
  const { data } = useGetModesQuery(undefined, { skip: modeId === null });
  const mode = modeId === null ? null : (data?.results.find((m) => m.id === modeId) ?? null);
  return { modeId, mode };
}
