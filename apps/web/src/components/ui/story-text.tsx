/** A story kept as plain text, paragraphs separated by blank lines. */
export function StoryText({ text, testId }: { text: string; testId?: string }) {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink-soft" data-testid={testId}>
      {paragraphs.map((p, i) => (
        <p key={i} className="whitespace-pre-line">
          {p}
        </p>
      ))}
    </div>
  );
}
