// The catalogues' schemas: geography, qualifications, the candidate-job status catalogue.
import { Type, type Static } from '@sinclair/typebox';

export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
export const Status = Type.Object({ fixed_id: Type.String(), name: Type.String() });
export const StatesQuery = Type.Object(
  { country_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
export const CitiesQuery = Type.Object(
  { state_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
);
export const QualificationsQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 100 })) },
  { additionalProperties: false },
);
export const Qualifications = Type.Object({
  status: Type.Boolean(),
  data: Type.Array(Type.Object({ name: Type.String(), qualification_name: Type.String() })),
});
export const Statuses = Type.Object({ status: Type.Boolean(), data: Type.Array(Status) });
export const SubStatusQuery = Type.Object(
  { main_status_id: Type.String({ minLength: 1, maxLength: 10 }) },
  { additionalProperties: false },
);

export type IdName = Static<typeof IdName>;
export type Status = Static<typeof Status>;
