import { legalPageRoute } from '@/components/legal/legal-page-route';

const route = legalPageRoute('terms');

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
