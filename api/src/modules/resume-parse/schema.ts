// POST /api/resume_parse (spec 001 §4, API.md Candidates): the fields a parsed resume prefills in the Add form.
import { Type } from '@sinclair/typebox';
import { errorResponses, Nullable } from '../../http/schemas.js';

export const TAGS = ['Candidates'];

export const ParsedData = Type.Object({
  current_location: Type.String(),
  username: Type.String(),
  primary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  secondary_email: Nullable(Type.String()),
  exp_in_years: Nullable(Type.Number()),
  exp_in_months: Nullable(Type.Number()),
  ctc: Nullable(Type.Number()),
  notice_period: Nullable(Type.Number()),
  profile_pic: Type.String(),
  profile_pic_url: Nullable(Type.String()),
  photo_message: Type.String({
    description: 'Set when the photo was scaled down to fit 360 × 360.',
  }),
  location: Nullable(
    Type.Object(
      {
        country: Type.Integer(),
        state: Nullable(Type.Integer()),
        city: Nullable(Type.Integer()),
        country_name: Type.String(),
        state_name: Nullable(Type.String()),
        city_name: Nullable(Type.String()),
      },
      {
        description:
          'current_location matched to the geography catalogue (a city, else a state; India first), or null.',
      },
    ),
  ),
  exp_details: Type.Array(
    Type.Object({
      designation: Type.String(),
      company: Type.String(),
      from_date: Type.String(),
      to_date: Type.String(),
    }),
  ),
  education_details: Type.Array(
    Type.Object({
      university: Type.String(),
      qualification: Type.String(),
      year_of_pass: Type.String(),
    }),
  ),
  primary_skills: Type.Array(Type.String()),
  secondary_skills: Type.Array(Type.String()),
  confidence: Type.Object(
    Object.fromEntries(
      [
        'username',
        'primary_email',
        'secondary_email',
        'primary_mobile',
        'current_location',
        'experience',
        'ctc',
        'notice_period',
        'exp_details',
        'education_details',
        'skills',
        'profile_pic',
      ].map((k) => [k, Nullable(Type.Number({ minimum: 0, maximum: 1 }))]),
    ),
    {
      description:
        'How sure the parser is of each prefilled value, 0–1 (0 when nothing was found): `experience` is exp_in_years/exp_in_months, ' +
        '`skills` both skill lists; null where the field itself is withheld from the role (personal data). A form marks values under 0.6 for the recruiter to check.',
    },
  ),
});

export const ParseAnswer = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: ParsedData,
});
export const ParseResponses = { 200: ParseAnswer, 413: errorResponses[422], ...errorResponses };
