/** A school's or organization's logo, or its initial on the theme colour when it has none (decorative: its name is beside it). */
export function SiteLogo({ name, logo, size = 'md' }: { name: string; logo: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 rounded-2xl' : 'size-11 rounded-xl';
  return logo ? (
    <img src={logo} alt="" className={`${box} shrink-0 border border-line-soft bg-white object-contain ${size === 'lg' ? 'p-1.5' : 'p-1'}`} />
  ) : (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center bg-primary-light font-extrabold text-primary-dark ${size === 'lg' ? 'text-2xl' : ''}`}>
      {name.charAt(0)}
    </span>
  );
}
