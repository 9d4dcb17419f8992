// Sample Candidates data for the tests of both sides (test-only: nothing in the product imports this).
import type { Static } from '@sinclair/typebox';
import type { ParsedData } from '../candidates';

/** The fields a resume parser finds (POST /api/resume_parse's data without what the server adds to them). */
type ParsedFields = Omit<
  Static<typeof ParsedData>,
  'confidence' | 'profile_pic_url' | 'photo_message' | 'location'
>;

/**
 * One parsed resume: what the API tests' stand-in parser finds in every file, and what the web tests' fake
 * resume_parse answers.
 */
export const PARSED_RESUME = {
  current_location: 'Pune',
  username: 'Ravi Kumar',
  primary_mobile: '9876543210',
  primary_email: 'ravi.kumar@gmail.com',
  secondary_email: '',
  exp_in_years: 5,
  exp_in_months: 2,
  ctc: 1200000,
  notice_period: 60,
  profile_pic: '',
  exp_details: [
    {
      designation: 'Developer',
      company: 'Initech',
      from_date: '2019-01-01',
      to_date: ' Till Date',
    },
  ],
  education_details: [
    { university: 'Pune University', qualification: 'B.E.', year_of_pass: '2018' },
  ],
  primary_skills: ['React'],
  secondary_skills: ['Node.js'],
} satisfies ParsedFields;
