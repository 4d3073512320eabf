import { legalSocialCardRoute } from '@/components/social-card/social-card-route';

const card = legalSocialCardRoute('privacyPolicy');

export const generateImageMetadata = card.generateImageMetadata;
export default card.image;
