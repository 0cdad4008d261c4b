/** The 17 goals come from the shared package, so the API, the SDGs page and the catalogues agree. */
import { contrastRatio, luminance, sdgByNumber, SDGS, textOnColor, type Sdg } from '@commonshelf/shared/sdgs/sdgs';

export { contrastRatio, luminance, sdgByNumber, SDGS, textOnColor, type Sdg };
