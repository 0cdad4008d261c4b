import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { selectUser } from '../../../lib/session.slice';
import { coursesApi, useCreateEnrollmentMutation, useGetEnrollmentsQuery } from '../api/courses.api';
import { lessonPath } from '../course-paths';
import { enrolButtonView, lessonToOpen, loginPathFor, type EnrolView, type LessonTarget } from '../enrol-state';

export type EnrolOptions = {
  course: { id: number; slug: string };
  /** The path lessons open under (spec 4: the current path), e.g. `/hubs/x`. */
  basePath: string;
  /** Where the enrolment says to carry on, when known. */
  resume?: LessonTarget | null;
  /** The first lesson of the first chapter, when the page already knows it. */
  firstLesson?: LessonTarget | null;
};

export type EnrolControl = EnrolView & {
  onClick: () => void;
  /** Said politely to screen readers after a click changed something. */
  announcement: string;
};

/**
 * The enrol button of spec 4. Visitors go to /login carrying this page; a signed-in learner
 * without an enrolment creates one (a failure is ignored, as the spec says) and the check runs
 * again; an enrolled learner opens the lesson to continue with.
 */
export function useEnrol({ course, basePath, resume, firstLesson }: EnrolOptions): EnrolControl {
  const { t } = useTranslation('learning');
  const user = useSelector(selectUser);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const check = useGetEnrollmentsQuery({ course: course.id, viewer: user?.id ?? null }, { skip: !user });
  const [createEnrollment] = useCreateEnrollmentMutation();
  const [pending, setPending] = useState<'enrolling' | 'opening' | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const view = enrolButtonView({
    signedIn: user !== null,
    checking: check.isLoading || (check.isFetching && check.data === undefined),
    enrollments: check.data?.results,
    courseId: course.id,
    pending,
  });

  /** The first lesson of the first chapter through the spec's chapter and lesson lists. */
  const findFirstLesson = async (): Promise<LessonTarget | null> => {
    const chapters = await dispatch(coursesApi.endpoints.getChapters.initiate(course.slug, { subscribe: false })).unwrap();
    const chapter = chapters.results[0];
    if (!chapter) return null;
    const lessons = await dispatch(
      coursesApi.endpoints.getChapterLessons.initiate({ slug: course.slug, chapterSlug: chapter.slug }, { subscribe: false }),
    ).unwrap();
    const lesson = lessons.results[0];
    return lesson ? { chapter_slug: chapter.slug, lesson_slug: lesson.slug } : null;
  };

  const onClick = () => {
    switch (view.action) {
      case 'login':
        navigate(loginPathFor(location.pathname, location.search), { state: { from: location } });
        return;
      case 'enrol':
        setPending('enrolling');
        void (async () => {
          try {
            await createEnrollment({ course: course.id, slug: course.slug }).unwrap();
          } catch {
            // Spec 8: enrolment creation failures are silently ignored; the re-check tells the truth.
          }
          const again = await check.refetch();
          setPending(null);
          const first = again.data?.results[0];
          if (first && first.course === course.id) setAnnouncement(t('enrol.enrolled'));
        })();
        return;
      case 'open':
        setPending('opening');
        void (async () => {
          let target = lessonToOpen(resume, firstLesson);
          try {
            target ??= await findFirstLesson();
          } catch {
            target = null;
          }
          setPending(null);
          if (target) navigate(lessonPath(basePath, target.chapter_slug, target.lesson_slug));
          else setAnnouncement(t('enrol.noLessons'));
        })();
        return;
      case 'wait':
        return;
    }
  };

  return { ...view, onClick, announcement };
}
