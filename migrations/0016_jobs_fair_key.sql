-- Fair scheduling between users (issue 14 item 4): a job may name whose work it is (an import names its user), and
-- the runner shares a group's slots between those keys instead of running one user's queue to the end first.
-- NULL for jobs that belong to nobody in particular (timers, push deliveries): they are scheduled as before.

ALTER TABLE jobs ADD COLUMN fair_key TEXT;
