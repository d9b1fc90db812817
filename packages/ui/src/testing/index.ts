// Test helpers for every workspace that shows deals: import from '@gangazo/ui/testing', never from app code.
export { offerCard, objectId, ago, MINUTES, HOURS, TestLink } from './dealFixtures';
