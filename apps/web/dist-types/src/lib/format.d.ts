/** Formats an amount in minor units (cents, paise) in its ISO currency; whole amounts drop the decimals. */
export declare function formatMinorAmount(minor: number, currency: string, locale?: string): string;
export declare function pluralize(count: number, one: string, many?: string): string;
