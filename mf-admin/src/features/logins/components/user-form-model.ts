import * as yup from 'yup';
import { newPasswordSchema } from 'shared-ui';

/** Client messages of spec §5 / §8, verbatim. */
export const USER_MESSAGES = {
  required: '* Please Enter all fields',
  email: 'Invalid Email address!',
  mobile: 'Mobile number must be 10 digits',
  mismatch: 'Password mismatch',
} as const;

/** User name: letters and spaces only; anything else is dropped as typed. */
export const NAME_CHARS = /[\p{L}\p{M} ]/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = () => yup.string().trim().required(USER_MESSAGES.required);
const role = () =>
  yup
    .mixed<number | string>()
    .test('required', USER_MESSAGES.required, (v) => v !== undefined && v !== null && v !== '');

export const addUserSchema = yup.object({
  first_name: required(),
  email: required().matches(EMAIL, USER_MESSAGES.email),
  mobile: required().matches(/^\d{10}$/, USER_MESSAGES.mobile),
  role: role(),
  password: newPasswordSchema({ required: USER_MESSAGES.required }),
  password_confirmation: yup
    .string()
    .required(USER_MESSAGES.required)
    .oneOf([yup.ref('password')], USER_MESSAGES.mismatch),
});

export type AddUserValues = {
  first_name: string;
  email: string;
  mobile: string;
  role: number | string;
  password: string;
  password_confirmation: string;
};

export const emptyAddUser: AddUserValues = { first_name: '', email: '', mobile: '', role: '', password: '', password_confirmation: '' };

/** Edit User: first name, role and mobile are required; a new password is optional but must be confirmed. */
export const editUserSchema = yup.object({
  first_name: required(),
  mobile: required().matches(/^\d{10}$/, USER_MESSAGES.mobile),
  role: role(),
  status: yup.string().oneOf(['active', 'inactive']).required(USER_MESSAGES.required),
  password: newPasswordSchema({ required: false }),
  password_confirmation: yup.string().when('password', {
    is: (v: string | undefined) => Boolean(v),
    then: (s) => s.required(USER_MESSAGES.mismatch).oneOf([yup.ref('password')], USER_MESSAGES.mismatch),
    otherwise: (s) => s.test('empty-or-match', USER_MESSAGES.mismatch, (v) => !v),
  }),
});

export type EditUserValues = {
  first_name: string;
  mobile: string;
  role: number | string;
  status: 'active' | 'inactive';
  password: string;
  password_confirmation: string;
};
