import { pairSocialCardRoute } from '@/components/social-card/social-card-route';

const card = pairSocialCardRoute();

export const generateImageMetadata = card.generateImageMetadata;
export default card.image;
