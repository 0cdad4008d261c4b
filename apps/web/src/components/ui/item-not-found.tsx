import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from './button';
import { ArrowLeftIcon } from './icons';
import { StateMessage } from './state-message';

type Props = {
  icon: ReactNode;
  /** "We couldn’t find this course". */
  title: string;
  /** Where the way back leads (the list), and what it says. */
  backTo: string;
  backLabel: string;
  /** Why it may be missing. */
  children: ReactNode;
  testId: string;
  /** 'page': the whole page is missing (padded in the page container); 'inline': inside a page. */
  variant?: 'page' | 'inline';
};

/** A course, lesson, challenge or session that does not exist (or is not published): a way back to its list. */
export function ItemNotFound({ icon, title, backTo, backLabel, children, testId, variant = 'page' }: Props) {
  const message = (
    <StateMessage
      testId={variant === 'inline' ? testId : undefined}
      icon={icon}
      title={title}
      action={
        <Link to={backTo} className={buttonClass('primary', 'md')}>
          <ArrowLeftIcon size={18} />
          {backLabel}
        </Link>
      }
    >
      {children}
    </StateMessage>
  );
  if (variant === 'inline') return message;
  return (
    <div className="container-page py-14" data-testid={testId}>
      {message}
    </div>
  );
}
