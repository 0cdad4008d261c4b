import type { TReactionKind } from '@commonshelf/shared/library/library.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon, PenIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { useGetStoryQuery, useToggleStoryReactionMutation } from '../api/books.api';
import { apiErrorMessage, languageName } from '../library-query';
import { LibraryItemNotFound } from './book-page';
import { ReactionBar } from './reaction-bar';

/** `library/story-<slug>`: a story written by a reader of this site, with its reactions. */
export function StoryPage({ slug }: { slug: string }) {
  const { t } = useTranslation('books');
  const { data: story, error, isLoading, isFetching, refetch } = useGetStoryQuery(slug, { refetchOnMountOrArgChange: true });
  const [toggle, { isLoading: busy }] = useToggleStoryReactionMutation();
  const [reactionError, setReactionError] = useState<string | null>(null);
  if (isLoading) {
    return (
      <div className="container-page max-w-3xl space-y-4 py-12" aria-busy="true">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (error && 'status' in error && error.status === 404) return <LibraryItemNotFound kind="story" />;
  if (!story) return <div className="container-page py-12"><ErrorState what={t('thisStory')} onRetry={() => void refetch()} retrying={isFetching} /></div>;
  const react = async (kind: TReactionKind) => {
    setReactionError(null);
    const res = await toggle({ slug, kind });
    if ('error' in res && res.error) setReactionError(apiErrorMessage(res.error, t('reactionFailed')));
  };
  return (
    <article aria-labelledby="story-title" className="container-page max-w-3xl py-10" data-testid="story-page">
      <Link to="/library" className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-dark hover:underline">
        <ArrowLeftIcon size={16} />
        {t('library')}
      </Link>
      <p className="mt-4 flex items-center gap-2 text-sm font-bold text-primary-dark">
        <PenIcon size={16} />
        {t('storyBy', { author: story.author ?? t('youngWriter'), language: languageName(story.language) })}
      </p>
      <h1 id="story-title" className="mt-2 text-3xl font-black tracking-tight text-ink sm:text-4xl wrap-anywhere">
        {story.title}
      </h1>
      {story.cover ? <img src={story.cover} alt="" className="mt-6 w-full rounded-2xl object-cover" /> : null}
      <div className="prose-content mt-6 space-y-4 text-lg leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: story.body_html }} />
      <div className="mt-10 border-t border-line-soft pt-8">
        <ReactionBar reactions={story.reactions} what={t('thisStory')} onToggle={(k) => void react(k)} busy={busy} error={reactionError} />
      </div>
    </article>
  );
}
