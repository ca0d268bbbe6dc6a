/**
 * The accounts by login: search (login, name), a role filter, pages of 50; each account's role,
 * sites, activity and live sessions, with its edit dialog and "Zakończ sesje"; "Dodaj konto"
 * (an employee's login given access), and the accounts to review (administrator access a staff job
 * role gave unasked, issue 28 §1) named above the list. A table on wide screens, one card per
 * account on phones.
 */
import { useDeferredValue, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  MenuItem,
  Pagination,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate } from 'ra-core';
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
import { ACCOUNT_PAGE_ROWS, useAccounts, useSites } from './useAccounts';

const ROLE_FILTERS: Array<[AccountRoleFilter, string]> = [
  ...ACCESS_ROLES.map((role): [AccountRoleFilter, string] => [role, ACCESS_ROLE_LABELS[role]]),
  [FIELD_ROLE_FILTER, FIELD_ONLY_LABEL],
];

const COLUMNS = ['username', 'name', 'role', 'sites', 'active', 'sessions', 'actions'] as const;

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
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<AccountRoleFilter | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ account: Account; initial?: Partial<AccountRights> } | null>(null);
  const [adding, setAdding] = useState(false);
  const [reviewOnly, setReviewOnly] = useState(false);
  const q = useDeferredValue(search.trim());
  const query: AccountQuery = { ...(q && { q }), ...(role && { access_role: role }), ...(reviewOnly && { review: true }) };
  const accounts = useAccounts(query, page);
  const toReview = useAccounts({ review: true }, 1).data?.total ?? 0;
  const sites = useSites();
  const siteNames = new Map(sites.map((site) => [site.id, site.name]));
  const pages = Math.max(1, Math.ceil((accounts.data?.total ?? 0) / ACCOUNT_PAGE_ROWS));

  const sitesText = (account: Account) => {
    if (account.access_role === null) return translate('sat.accounts.noSites');
    if (!isScopedRole(account.access_role) || account.all_sites) return translate('sat.accounts.allSites');
    return account.sites.map((id) => siteNames.get(id) ?? `#${id}`).join(', ');
  };
  const activeChip = (account: Account) => (
    <Chip size="small" color={account.is_active ? 'success' : 'default'} label={translate(account.is_active ? 'sat.accounts.active' : 'sat.accounts.inactive')} />
  );
  const roleText = (account: Account) => (
    <>
      {accountRoleLabel(account.access_role)}
      {account.review && <Chip size="small" color="warning" label={translate('sat.accounts.review')} sx={{ ml: 1 }} />}
    </>
  );
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
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setReviewOnly(!reviewOnly);
                setPage(1);
              }}
            >
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
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          size="small"
          label={translate('sat.accounts.role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as AccountRoleFilter | '');
            setPage(1);
          }}
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
      {accounts.isError ? (
        <Alert severity="error">{translate('sat.accounts.error')}</Alert>
      ) : !accounts.data ? (
        <Skeleton variant="rectangular" height={240} />
      ) : accounts.data.data.length === 0 ? (
        <Typography color="text.secondary">{translate('sat.accounts.empty')}</Typography>
      ) : narrow ? (
        <Stack spacing={1}>
          {accounts.data.data.map((account) => (
            <Card key={account.id} variant="outlined" data-account={account.username}>
              <CardContent sx={{ pb: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{account.username}</Typography>
                  {activeChip(account)}
                </Stack>
                <Typography variant="body2">{fullName(account)}</Typography>
                <Typography variant="body2" data-field="role">
                  {roleText(account)}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-field="sites">
                  {translate('sat.accounts.columns.sites')}: {sitesText(account)}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-field="sessions">
                  {translate('sat.accounts.columns.sessions')}: {account.sessions}
                </Typography>
              </CardContent>
              <CardActions>{actions(account)}</CardActions>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{translate(`sat.accounts.columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.data.data.map((account) => (
                <TableRow key={account.id} data-account={account.username}>
                  <TableCell>{account.username}</TableCell>
                  <TableCell>{fullName(account)}</TableCell>
                  <TableCell data-field="role">{roleText(account)}</TableCell>
                  <TableCell data-field="sites">{sitesText(account)}</TableCell>
                  <TableCell>{activeChip(account)}</TableCell>
                  <TableCell data-field="sessions">{account.sessions}</TableCell>
                  <TableCell>{actions(account)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, value) => setPage(value)} />}
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
    <Button size="small" variant="outlined" startIcon={<EditIcon />} aria-label={`${translate('sat.accounts.edit')}: ${account.username}`} onClick={() => onEdit(account)}>
      {translate('sat.accounts.edit')}
    </Button>
  );
};

export default AccountsView;
