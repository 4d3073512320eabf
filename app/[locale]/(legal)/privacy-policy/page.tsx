import { legalPageRoute } from '@/components/legal/legal-page-route';

const route = legalPageRoute('privacyPolicy');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
