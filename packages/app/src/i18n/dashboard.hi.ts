import type { DashboardCatalogue } from './en';

/** Hindi strings of the dashboard's frame and its courses page; `satisfies DashboardCatalogue` makes a missing key a type error. */
export const dashboardHi = {
  'dashboard.coursesTitle': 'कोर्स',
  'dashboard.keyword': 'कीवर्ड से खोजें',
  'dashboard.filterByExam': 'परीक्षा से छाँटें',
  'dashboard.exam': 'परीक्षा',
  'dashboard.allExams': 'सभी परीक्षाएँ',
  'dashboard.available': 'उपलब्ध कोर्स',
  'dashboard.moreExams': 'और परीक्षाएँ',
  'dashboard.navCourses': 'मेरे कोर्स',
  'dashboard.navProfile': 'प्रोफ़ाइल',
  'dashboard.navSettings': 'सेटिंग्स',
  'dashboard.navOrders': 'ऑर्डर और बिलिंग',
  'dashboard.navRefer': 'दोस्तों को बुलाएँ',
  'dashboard.navForum': 'चर्चा मंच',
  'dashboard.navVideos': 'वीडियो',
  'dashboard.navHelp': 'सहायता',
  'dashboard.navTests': 'टेस्ट',
  'dashboard.loadingName': 'आपका नाम लोड हो रहा है…',
  'dashboard.role': 'विद्यार्थी',
  'dashboard.sidebar': 'आपका डैशबोर्ड',
  'dashboard.openSidebar': 'मेरा डैशबोर्ड',
  'dashboard.closeSidebar': 'डैशबोर्ड मेन्यू बंद करें',
} as const satisfies DashboardCatalogue;
