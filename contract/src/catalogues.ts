// The catalogues' schemas: geography, qualifications, the candidate-job status catalogue.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, OneOf } from './common';

export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
export const Status = Type.Object({ fixed_id: Type.String(), name: Type.String() });
export const StatesQuery = Closed({ country_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const CitiesQuery = Closed({ state_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export const QualificationsQuery = Closed({ q: Type.Optional(Type.String({ maxLength: 100 })) });
export const Qualifications = OneOf(Type.Object({ name: Type.String(), qualification_name: Type.String() }));
export const Statuses = OneOf(Status);
export const SubStatusQuery = Closed({ main_status_id: Type.String({ minLength: 1, maxLength: 10 }) });

export type IdName = Static<typeof IdName>;
export type Status = Static<typeof Status>;
