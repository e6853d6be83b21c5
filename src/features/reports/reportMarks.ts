/**
 * Performance marks of a report's arrival on its page and of its first view painted: npm run bench:report
 * measures the time between them in Chromium (the goal: within 1 s for 2,000 players × 20 questions).
 */
export const REPORT_MARKS = { data: 'loqi:report-data', shown: 'loqi:report-shown' } as const;
