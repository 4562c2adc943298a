import type { User } from '@pariksha/contract';

/** The signed-in learner as the provider returns them (getProfile, loginUser, signup, updateProfile). */
export type Learner = User;
