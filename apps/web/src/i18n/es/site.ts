import type { Translation } from '../types';

export const site: Translation['site'] = {
  home: {
    eyebrowOrganisation: 'La biblioteca de tu organización',
    eyebrowSchool: 'La biblioteca de tu escuela',
    welcome: 'Te damos la bienvenida a {{site}}',
    title: 'Historias, cursos y causas para mentes curiosas',
    lead: 'Lee libros ilustrados gratis, aprende con cursos pensados para el aula y apoya causas que les importan a niños y niñas.',
    exploreLibrary: 'Explorar la biblioteca',
    browseCourses: 'Ver los cursos',
    coursesTitle: 'Cursos',
    coursesDescription: 'Programas gratuitos con capítulos y lecciones, y un certificado al final.',
    allCourses: 'Todos los cursos',
    charitiesTitle: 'Organizaciones benéficas',
    charitiesDescription: 'Causas elegidas por estudiantes. Juntos, cada donación llega más lejos.',
    allCharities: 'Todas las organizaciones benéficas',
  },
  courses: {
    loading: 'Cargando cursos…',
    what: 'los cursos',
    emptyTitle: 'Todavía no hay cursos aquí',
    emptyMode: 'Todavía no hay cursos en este modo.',
    emptySoon: 'Pronto llegarán nuevos cursos. ¡Vuelve a visitarnos!',
    lessons_one: '{{count}} lección',
    lessons_other: '{{count}} lecciones',
  },
  charities: {
    loading: 'Cargando organizaciones benéficas…',
    what: 'las organizaciones benéficas',
    emptyTitle: 'Todavía no hay organizaciones benéficas para apoyar',
    emptyBody: 'Aquí aparecerán las causas que tu comunidad puede apoyar.',
    projects_one: '{{count}} proyecto',
    projects_other: '{{count}} proyectos',
    noDonors: 'Todavía no hay donantes',
  },
};
