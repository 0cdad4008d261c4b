import type { TMode } from '@commonshelf/shared/modes/modes.schemas';
/** Modes a visitor may see in the picker: locked ones included (shown blurred), retired ones not. */
export declare function visibleModes(modes: readonly TMode[] | undefined): TMode[];
/**
 * The Switchboard mode that filters content. Only tenants with Switchboard on use modes, so
 * elsewhere this is always null even if a stale id sits in the session.
 */
export declare function useActiveMode(): {
    modeId: number | null;
    mode: TMode | null;
};
