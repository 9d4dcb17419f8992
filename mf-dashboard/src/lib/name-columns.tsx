import { RouterLink, type DataTableColumn, Link } from 'shared-ui';
import { candidateLink } from './links';

/** A sortable column of a record's name in the brand colour, opening the record. */
export function nameColumn<T>(
  key: string,
  header: string,
  name: (row: T) => string,
  to: (row: T) => string,
): DataTableColumn<T> {
  return {
    key,
    header,
    sortable: true,
    render: (row) => (
      <Link asChild colorPalette="brand" fontWeight="medium">
        <RouterLink to={to(row)}>{name(row)}</RouterLink>
      </Link>
    ),
  };
}

/** A list's Candidate Name column, opening the candidate's profile. */
export const candidateColumn = <T extends { candidate_id: string; candidate_name: string }>() =>
  nameColumn<T>(
    'candidate_name',
    'Candidate Name',
    (row) => row.candidate_name,
    (row) => candidateLink(row.candidate_id),
  );
