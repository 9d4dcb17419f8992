// POST /api/resume_parse (spec 001 §4, API.md Candidates): reads a resume with the parser (app.parser, off the
// request thread) against the skills catalogue, and answers the fields that prefill the Add form. The file itself
// is not kept. A photo found in it is stored and returned as a signed `profile_pic_url`, which
// POST /api/candidates (profile_pic_url) and POST /api/candidates_profile_pic_url accept — and nothing else.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RESUME_KINDS } from '../files/kinds.js';
import { fileUrl, readMultipart, storeBytes } from '../files/service.js';
import { access } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import { errorResponses, Nullable } from '../http/schemas.js';
import { actorOf } from '../lib/actor.js';
import { dropUnusedParsedPhotos, keepParsedPhoto } from '../modules/parsed-photos/service.js';
import { ResumeParseError } from '../parser/errors.js';
import type { SkillEntry } from '../parser/types.js';
import {
  addError,
  discardUploads,
  parserOf,
  removeStored,
  required,
  throwIfAny,
  type FieldErrors,
} from './candidates-common.js';

const ParsedData = Type.Object({
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

function isParseError(e: unknown): e is ResumeParseError {
  // Errors coming back from the worker pool may lose their class: recognise them by name as well.
  return e instanceof ResumeParseError || (e instanceof Error && e.name === 'ResumeParseError');
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/resume_parse',
    {
      config: { access: access.module('Candidates', 'add') },
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description:
          'multipart `{parsing_file_name}`: a PDF, DOCX, DOC or HTML resume (checked by content). Answers the parsed fields; skills are ' +
          'matched against the skills catalogue and its synonyms. A file the parser cannot read gives 422 with the reason; over the size limit 413.',
        response: {
          200: Type.Object({ status: Type.Boolean(), message: Type.String(), data: ParsedData }),
          413: errorResponses[422],
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, {
        parsing_file_name: { kinds: RESUME_KINDS, label: 'parsing file' },
      });
      const upload = files.parsing_file_name;
      let bytes: Buffer;
      try {
        const errors: FieldErrors = {};
        for (const k of Object.keys(fields))
          addError(errors, k, `The ${k.replace(/_/g, ' ')} field is not allowed.`);
        if (!upload) addError(errors, 'parsing_file_name', required('parsing file name'));
        throwIfAny(errors);
        const { rows } = await app.db.query<{ storage_key: string }>(
          'select storage_key from files where id = $1',
          [upload!.id],
        );
        bytes = await app.storage.readAll(rows[0].storage_key);
      } finally {
        // The parsing file is read, not kept.
        await discardUploads(app, [upload]);
      }
      const parser = await parserOf(app);

      const { rows: catalogue } = await app.db.query<{ name: string; synonyms: string[] | null }>(
        `select s.name, array_remove(array_agg(y.synonym order by y.synonym), null) as synonyms
           from skills s left join skill_synonyms y on y.skill_id = s.id group by s.id, s.name`,
      );
      const skills: SkillEntry[] = catalogue.map((r) => ({
        name: r.name,
        synonyms: r.synonyms ?? [],
      }));

      let out;
      try {
        out = await parser.parse(bytes, {
          fileName: upload!.original_name,
          skills,
          now: app.clock.now(),
        });
      } catch (e) {
        if (isParseError(e)) {
          if ((e as ResumeParseError).code === 'too_large') throw new HttpError(413, e.message);
          throw new HttpError(422, e.message);
        }
        throw e;
      }

      let url: string | null = null;
      const userId = request.auth?.user.id ?? null;
      if (out.photo) {
        const ext = out.photo.mime === 'image/png' ? 'png' : 'jpg';
        const photo = await storeBytes(
          app,
          out.photo.bytes,
          `resume-photo.${ext}`,
          out.photo.mime,
          userId,
        );
        await keepParsedPhoto(app.db, actorOf(request), app.clock, photo.id);
        url = fileUrl(request, photo.encrypted_id);
      }
      await dropUnusedParsedPhotos(app.db, actorOf(request), app.clock)
        .then((keys) => removeStored(app, keys))
        .catch((e: unknown) =>
        request.log.warn({ err: { type: (e as Error)?.name } }, 'parse photo clean-up failed'),
      );

      const location = await locate(out.data.current_location);
      return {
        status: true,
        message: 'Resume parsed successfully',
        data: {
          ...out.data,
          confidence: {
            ...out.confidence,
            profile_pic: out.confidence.profile_pic ?? (out.photo ? 0.9 : 0),
          },
          profile_pic: url ?? '',
          profile_pic_url: url,
          photo_message: out.photo?.message ?? '',
          location,
        },
      };
    },
  );

  type Place = {
    country: number;
    state: number | null;
    city: number | null;
    country_name: string;
    state_name: string | null;
    city_name: string | null;
  };

  /** 'Pune, Maharashtra' → the city (else the state) of that name, India first; null when nothing matches. */
  async function locate(text: string): Promise<Place | null> {
    const parts = text
      .split(/[,/|()-]/)
      .map((p) => p.trim().toLowerCase())
      .filter((p) => p.length >= 2)
      .slice(0, 4);
    if (!parts.length) return null;
    const { rows } = await app.db.query<Place>(
      `select co.id as country, st.id as state, ci.id as city, co.name as country_name, st.name as state_name, ci.name as city_name
         from cities ci join states st on st.id = ci.state_id join countries co on co.id = st.country_id
        where lower(ci.name) = any($1::text[])
        order by (co.iso2 = 'IN') desc, array_position($1::text[], lower(ci.name)), (lower(st.name) = any($1::text[])) desc, ci.id
        limit 1`,
      [parts],
    );
    if (rows[0]) return rows[0];
    const states = await app.db.query<Place>(
      `select co.id as country, st.id as state, null::int as city, co.name as country_name, st.name as state_name, null::text as city_name
         from states st join countries co on co.id = st.country_id
        where lower(st.name) = any($1::text[]) order by (co.iso2 = 'IN') desc, st.id limit 1`,
      [parts],
    );
    return states.rows[0] ?? null;
  }
};

export default routes;
