export * from './home-cards.ts';
export * from './next-steps.ts';
export * from './next-steps-parent.ts';
export * from './next-steps-staff.ts';
export * from './next-steps-student.ts';
export * from './next-steps-university.ts';
export * from './step-wording.ts';
