/** Said after every refused kind of question, so a teacher knows what would be taken. */
export const whatParikshaHolds = 'Pariksha holds single, multiple-correct and numeric questions.';
