import { describe, expect, it } from 'vitest';
import { navSectionsFor } from './site-links';

const linksOf = (sections: ReturnType<typeof navSectionsFor>, key: string) => sections.find((s) => s.key === key)?.links.map((l) => l.id) ?? null;

describe('the header menus by who is looking', () => {
  it('offers a visitor on the main site everything, and a signed-in adult no signup', () => {
    expect(linksOf(navSectionsFor({ signedIn: false, tenantSite: false }), 'register')).toEqual(['loginOrSignUp', 'createAccount', 'registerSchool', 'bulkEnrolment', 'requestTour']);
    expect(linksOf(navSectionsFor({ signedIn: true, tenantSite: false }), 'register')).toEqual(['registerSchool', 'bulkEnrolment', 'requestTour']);
  });

  it('offers a signed-in student nothing for adults, and drops a menu left empty', () => {
    const onSchoolSite = navSectionsFor({ signedIn: true, tenantSite: true, student: true });
    expect(linksOf(onSchoolSite, 'register')).toBeNull();
    expect(onSchoolSite.map((s) => s.key)).toEqual(['learn', 'give', 'books', 'about']);
    expect(linksOf(onSchoolSite, 'books')).toContain('writeStory');
  });
});
