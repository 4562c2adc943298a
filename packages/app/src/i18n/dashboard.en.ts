/**
 * English strings of the dashboard's frame (its sidebar, for every signed-in page) and its
 * courses page; they arrive with the dashboard (`dashboardMessages.ts`).
 */
export const dashboardEn = {
  'dashboard.coursesTitle': 'Courses',
  'dashboard.keyword': 'Search by keyword',
  'dashboard.filterByExam': 'Filter by Exam',
  'dashboard.exam': 'Exam',
  'dashboard.allExams': 'All exams',
  'dashboard.available': 'Available Courses',
  'dashboard.moreExams': 'More Exams',
  'dashboard.navCourses': 'My Courses',
  'dashboard.navProfile': 'Profile',
  'dashboard.navSettings': 'Settings',
  'dashboard.navOrders': 'Orders and Billings',
  'dashboard.navRefer': 'Refer friends',
  'dashboard.navForum': 'Discussion Forum',
  'dashboard.navVideos': 'Videos',
  'dashboard.navHelp': 'Help and Support',
  'dashboard.navTests': 'Tests',
  'dashboard.loadingName': 'Loading your name…',
  'dashboard.role': 'student',
  'dashboard.sidebar': 'Your dashboard',
  'dashboard.openSidebar': 'My dashboard',
  'dashboard.closeSidebar': 'Close dashboard menu',
} as const;
