import type { TProjectCard } from '@commonshelf/shared/charities/charities.schemas';
import { useId } from 'react';
import { CoverCardLink, CoverCardSkeleton } from '../../../components/ui/cover-card';
import { HeartIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { projectPath } from '../../../lib/giving-paths';
import { RaisedProgress } from '../../../components/ui/raised-progress';

/** A project in a list: its picture, charity, title, summary and progress towards its goal. */
export function ProjectCard({ project, showCharity = true }: { project: TProjectCard; showCharity?: boolean }) {
  const id = useId();
  return (
    <CoverCardLink
      to={projectPath(project.slug)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-charity ${id}-summary ${id}-progress`}
      data-testid="project-card"
      data-project-slug={project.slug}
      cover={project.image}
      fallback={<HeartIcon size={48} />}
    >
      {showCharity ? (
        <p id={`${id}-charity`} className="line-clamp-1 text-xs font-bold tracking-wide text-primary-dark uppercase">
          {project.charity.name}
        </p>
      ) : null}
      <h3 id={`${id}-title`} className={`line-clamp-2 min-h-12 text-lg leading-6 font-bold text-ink group-hover:underline ${showCharity ? 'mt-1.5' : ''}`}>
        {project.title}
      </h3>
      <p id={`${id}-summary`} className="mt-2 line-clamp-3 min-h-[4.5rem] text-sm leading-6 text-ink-muted">
        {project.summary}
      </p>
      <div id={`${id}-progress`} className="mt-auto pt-5">
        <RaisedProgress raised={project.raised_minor} goal={project.goal_minor} currency={project.currency} donors={project.donors_count} size="sm" testId="project-card-progress" />
      </div>
    </CoverCardLink>
  );
}

export function ProjectCardSkeleton() {
  return (
    <CoverCardSkeleton>
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-1.5 h-12" />
      <Skeleton className="mt-2 h-[4.5rem]" />
      <div className="mt-auto pt-5">
        <Skeleton className="h-5" />
        <Skeleton className="mt-1.5 h-2 rounded-full" />
      </div>
    </CoverCardSkeleton>
  );
}
