/**
 * The accounts by login: search (login, name), a role filter, pages of 50; each account's role,
 * sites, activity and live sessions, with its edit dialog and "Zakończ sesje"; "Dodaj konto"
 * (an employee's login given access), and the accounts to review (administrator access a staff job
 * role gave unasked, issue 28 §1) named above the list. The accounts are a react-admin list
 * (`accounts`, src/providers/ownLists.ts) in the app's list table: its headers sort on the server,
 * "Brak wyników." when none matches, one card per account on phones.
 */
import { useDeferredValue, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ListBase, useGetList, useTranslate } from 'ra-core';
import { ACCESS_ROLES, ACCESS_ROLE_LABELS } from '../../domain/access';
import {
  accountRoleLabel,
  DEFAULT_JOB_ROLE_ACCESS,
  FIELD_ONLY_LABEL,
  FIELD_ROLE_FILTER,
  isScopedRole,
  type Account,
  type AccountQuery,
  type AccountRights,
  type AccountRoleFilter,
} from '../../domain/accounts';
import { AdministratorsOnly } from '../../shared/AdministratorsOnly';
import { AccountDialog } from './AccountDialog';
import { EndSessionsButton } from './EndSessionsButton';
import { NewAccountDialog } from './NewAccountDialog';
import { ACCOUNTS_LIST } from '../../providers/ownLists';
import { FirstPageOn, GIVEN_ORDER, ListTable, type ListTableColumn } from '../../registry-ui/ListTable';
import { quietLoadOptions } from '../../registry-ui/loadErrors';
import { ACCOUNT_PAGE_ROWS, useSites } from './useAccounts';

const ROLE_FILTERS: Array<[AccountRoleFilter, string]> = [
  ...ACCESS_ROLES.map((role): [AccountRoleFilter, string] => [role, ACCESS_ROLE_LABELS[role]]),
  [FIELD_ROLE_FILTER, FIELD_ONLY_LABEL],
];

type Column = 'username' | 'name' | 'role' | 'sites' | 'active' | 'sessions' | 'actions';

/** A new account's rights as its dialog starts: the narrowest role, its sites to choose. */
const NEW_ACCOUNT: Partial<AccountRights> = { access_role: DEFAULT_JOB_ROLE_ACCESS, all_sites: false, sites: [] };

const fullName = (account: Account) => [account.first_name, account.last_name].filter(Boolean).join(' ') || '—';

// The server refuses every other account (403): nothing is asked then.
const AccountsView = () => (
  <AdministratorsOnly>
    <AccountsList />
  </AdministratorsOnly>
);

const AccountsList = () => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AccountRoleFilter | ''>('');
  const [editing, setEditing] = useState<{ account: Account; initial?: Partial<AccountRights> } | null>(null);
  const [adding, setAdding] = useState(false);
  const [reviewOnly, setReviewOnly] = useState(false);
  const q = useDeferredValue(search.trim());
  const query: AccountQuery = { ...(q && { q }), ...(role && { access_role: role }), ...(reviewOnly && { review: true }) };
  const toReview = useGetList<Account>(ACCOUNTS_LIST, { filter: { review: true }, pagination: { page: 1, perPage: 1 } }).total ?? 0;
  const sites = useSites();
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));

  const sitesText = (account: Account) => {
    if (account.access_role === null) return translate('sat.accounts.noSites');
    if (!isScopedRole(account.access_role) || account.all_sites) return translate('sat.accounts.allSites');
    return account.sites.map((id) => siteNames.get(id) ?? `#${id}`).join(', ');
  };
  const activeChip = (account: Account) => (
    <Chip
      size="small"
      color={account.is_active ? 'success' : 'default'}
      label={translate(account.is_active ? 'sat.accounts.active' : 'sat.accounts.inactive')}
    />
  );
  const roleText = (account: Account) => (
    <>
      {accountRoleLabel(account.access_role)}
      {account.review && <Chip size="small" color="warning" label={translate('sat.accounts.review')} sx={{ ml: 1 }} />}
    </>
  );
  const header = (column: Column) => translate(`sat.accounts.columns.${column}`);
  // The server answers by login until a header sorts by its column (ACCOUNT_SORT_FIELDS); the sites and actions do not sort.
  const columns: ListTableColumn<Account>[] = [
    { source: 'username', label: header('username'), render: (account) => account.username },
    { source: 'last_name', label: header('name'), render: fullName },
    { source: 'access_role', label: header('role'), render: (account) => <span data-field="role">{roleText(account)}</span> },
    { source: 'sites', label: header('sites'), sortable: false, render: (account) => <span data-field="sites">{sitesText(account)}</span> },
    { source: 'is_active', label: header('active'), render: activeChip },
    { source: 'sessions', label: header('sessions'), render: (account) => <span data-field="sessions">{account.sessions}</span> },
    { source: 'actions', label: header('actions'), sortable: false, render: (account) => actions(account) },
  ];
  const actions = (account: Account) => (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <EditButton account={account} onEdit={(edited) => setEditing({ account: edited })} />
      <EndSessionsButton account={account} />
    </Stack>
  );

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('sat.accounts.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('sat.accounts.add')}
        </Button>
      </Stack>
      {(toReview > 0 || reviewOnly) && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setReviewOnly(!reviewOnly)}>
              {translate(reviewOnly ? 'sat.accounts.showAll' : 'sat.accounts.showReview')}
            </Button>
          }
        >
          {translate('sat.accounts.reviewText', { smart_count: toReview })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          size="small"
          type="search"
          label={translate('sat.accounts.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label={translate('sat.accounts.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as AccountRoleFilter | '')}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('sat.accounts.allRoles')}</MenuItem>
          {ROLE_FILTERS.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <ListBase
        resource={ACCOUNTS_LIST}
        filter={query}
        perPage={ACCOUNT_PAGE_ROWS}
        sort={GIVEN_ORDER}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={quietLoadOptions}
      >
        <FirstPageOn query={query} />
        <ListTable
          label={translate('sat.accounts.title')}
          columns={columns}
          rowAttributes={(account) => ({ 'data-account': account.username })}
          error={translate('sat.accounts.error')}
        />
      </ListBase>
      {editing && <AccountDialog account={editing.account} initial={editing.initial} sites={sites} onClose={() => setEditing(null)} />}
      {adding && (
        <NewAccountDialog
          onClose={() => setAdding(false)}
          onChosen={(account) => {
            setAdding(false);
            setEditing({ account, initial: NEW_ACCOUNT });
          }}
        />
      )}
    </Stack>
  );
};

const EditButton = ({ account, onEdit }: { account: Account; onEdit: (account: Account) => void }) => {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<EditIcon />}
      aria-label={`${translate('sat.accounts.edit')}: ${account.username}`}
      onClick={() => onEdit(account)}
    >
      {translate('sat.accounts.edit')}
    </Button>
  );
};

export default AccountsView;
