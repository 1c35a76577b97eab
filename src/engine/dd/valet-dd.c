/* valet-dd.c: DDS's tables, par and lead solves, through the cache. */
#include "config.h"
#include "valet-dd.h"

#include <dds/dll.h>
#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "valet-dd-cache.h"

/* Deals handed to DDS at a time: enough for its threads to share (five
 * strains a deal), few enough that a cancel is heard soon. */
#define TABLE_BATCH 5
#define LEAD_BATCH  10
/* A single lead's position is a few times cheaper than every lead's. */
#define LEAD_CARD_BATCH 40

struct _ValetDdSolver {
  ValetDdCache *cache;
  guint         n_tables_solved;
  guint         n_leads_solved;
};

/* DDS keeps its threads and memory for the program: one caller at a
 * time. */
static GMutex dds_lock;

G_DEFINE_QUARK (valet-dd-error-quark, valet_dd_error)

/* At exit DDS frees its memory (its static objects' destructors) while
 * a worker thread may still be inside a solve, a background solve of
 * the app's, say, when the window is closed: that thread would then
 * read freed memory.  So the program's exit first waits for the solve
 * under way to end and keeps any other from starting: the lock is
 * taken and never given back.  Handlers registered with atexit() run
 * before the destructors of a library loaded before them. */
static void
dds_quiesce_at_exit (void)
{
  g_mutex_lock (&dds_lock);
}

static void
dds_init_once (void)
{
  static gsize done = 0;
  if (g_once_init_enter (&done))
    {
      SetMaxThreads (0);   /* as many as the machine has cores */
      atexit (dds_quiesce_at_exit);
      g_once_init_leave (&done, 1);
    }
}

ValetDdSolver *
valet_dd_solver_new (const char *cache_path)
{
  ValetDdSolver *solver = g_new0 (ValetDdSolver, 1);
  solver->cache = valet_dd_cache_new (cache_path);
  return solver;
}

void
valet_dd_solver_free (ValetDdSolver *solver)
{
  if (solver == NULL)
    return;
  valet_dd_cache_free (solver->cache);
  g_free (solver);
}

char *
valet_dd_default_cache_path (void)
{
  return g_build_filename (g_get_user_cache_dir (), "valet", "dd-cache.txt", NULL);
}

gboolean
valet_dd_solver_save (ValetDdSolver *solver, GError **error)
{
  return valet_dd_cache_save (solver->cache, error);
}

guint
valet_dd_solver_n_tables_solved (ValetDdSolver *solver)
{
  return solver->n_tables_solved;
}

guint
valet_dd_solver_n_leads_solved (ValetDdSolver *solver)
{
  return solver->n_leads_solved;
}

void
valet_dd_par_clear (ValetDdPar *par)
{
  g_clear_pointer (&par->contracts, g_free);
}

char *
valet_dd_par_text (const ValetDdPar *par)
{
  const char *contracts = par->contracts ? par->contracts : "pass";

  if (par->score == 0)
    return g_strdup_printf ("0 (%s)", contracts);
  return g_strdup_printf ("%s %d (%s)", par->score > 0 ? "NS" : "EW", ABS (par->score), contracts);
}

static gboolean
dds_failed (int code, GError **error)
{
  char text[80] = "";
  ErrorMessage (code, text);
  g_set_error (error, VALET_DD_ERROR, VALET_DD_ERROR_SOLVER,
               _("the double-dummy solver failed: %s"), text);
  return FALSE;
}

static gboolean
cancelled_now (ValetCancelledFunc cancelled, gpointer data, GError **error)
{
  if (cancelled && cancelled (data))
    {
      g_set_error_literal (error, VALET_DD_ERROR, VALET_DD_ERROR_CANCELLED,
                           _("the double-dummy analysis was cancelled"));
      return TRUE;
    }
  return FALSE;
}

static void
copy_cards (unsigned int to[DDS_HANDS][DDS_SUITS], const ValetDeal *deal)
{
  for (guint h = 0; h < 4; h++)
    for (guint s = 0; s < 4; s++)
      to[h][s] = deal->cards[h][s];
}

/* What one kind of solve asks of solve_in_batches(): the most items
 * one solver call takes, whether the cache knows item @i, whether two
 * items are one, and the call itself on the indices @todo. */
typedef struct {
  guint    batch;
  gboolean (*known) (ValetDdSolver *solver, const void *items, guint i);
  gboolean (*same)  (const void *items, guint a, guint b);
  gboolean (*solve) (ValetDdSolver *solver, const void *items, const guint *todo, guint n,
                     GError **error);
} BatchKind;

/* Solves the items of @items the cache does not know, in batches, told
 * to @progress item by item, and asks @cancelled before each batch. */
static gboolean
solve_in_batches (ValetDdSolver *solver, const BatchKind *kind, const void *items, guint n,
                  ValetDdProgressFunc progress, ValetCancelledFunc cancelled, gpointer data,
                  GError **error)
{
  g_autofree guint *todo = g_new (guint, kind->batch);
  guint done = 0, n_todo = 0;

  dds_init_once ();
  for (guint i = 0; i <= n; i++)
    {
      /* A batch is solved when full, and at the end. */
      if (n_todo == kind->batch || (i == n && n_todo > 0))
        {
          if (cancelled_now (cancelled, data, error)
              || !kind->solve (solver, items, todo, n_todo, error))
            return FALSE;
          for (guint k = 0; k < n_todo; k++)
            if (progress)
              progress (++done, n, data);
          n_todo = 0;
        }
      if (i == n)
        break;
      /* An item asked twice in one batch is solved once. */
      if (!kind->known (solver, items, i))
        {
          gboolean twice = FALSE;
          for (guint k = 0; k < n_todo && !twice; k++)
            twice = kind->same (items, todo[k], i);
          if (!twice)
            {
              todo[n_todo++] = i;
              continue;
            }
        }
      if (progress)
        progress (++done, n, data);
    }
  return TRUE;
}

/* Solves the tables of @todo (indices into @deals) with one
 * CalcAllTables call. */
static gboolean
solve_tables (ValetDdSolver *solver, const ValetDeal *deals, const guint *todo, guint n,
              GError **error)
{
  struct ddTableDeals in = { 0 };
  struct ddTablesRes res = { 0 };
  int filter[DDS_STRAINS] = { 0, 0, 0, 0, 0 };

  in.noOfTables = (int) n;
  for (guint i = 0; i < n; i++)
    copy_cards (in.deals[i].cards, &deals[todo[i]]);
  g_mutex_lock (&dds_lock);
  int rc = CalcAllTables (&in, -1, filter, &res, NULL);
  g_mutex_unlock (&dds_lock);
  if (rc != RETURN_NO_FAULT)
    return dds_failed (rc, error);
  for (guint i = 0; i < n; i++)
    {
      ValetDdTable table;
      for (guint strain = 0; strain < 5; strain++)
        for (guint hand = 0; hand < 4; hand++)
          table.tricks[strain][hand] = (guint8) res.results[i].resTable[strain][hand];
      valet_dd_cache_add_table (solver->cache, &deals[todo[i]], &table);
    }
  solver->n_tables_solved += n;
  return TRUE;
}

/* The tables, to solve_in_batches(). */
static gboolean
table_known (ValetDdSolver *solver, const void *items, guint i)
{
  return valet_dd_cache_table (solver->cache, &((const ValetDeal *) items)[i]) != NULL;
}

static gboolean
same_deal (const void *items, guint a, guint b)
{
  const ValetDeal *deals = items;
  return valet_deal_equal (&deals[a], &deals[b]);
}

static gboolean
tables_solve (ValetDdSolver *solver, const void *items, const guint *todo, guint n,
              GError **error)
{
  return solve_tables (solver, items, todo, n, error);
}

gboolean
valet_dd_solver_tables (ValetDdSolver *solver, const ValetDeal *deals, guint n,
                        ValetDdTable *out, ValetDdProgressFunc progress,
                        ValetCancelledFunc cancelled, gpointer data, GError **error)
{
  static const BatchKind kind = { TABLE_BATCH, table_known, same_deal, tables_solve };

  if (!solve_in_batches (solver, &kind, deals, n, progress, cancelled, data, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    out[i] = *valet_dd_cache_table (solver->cache, &deals[i]);
  return TRUE;
}

/* Solves the leads of @todo (indices into @keys) with one SolveAllChunks
 * call: the position before the opening lead, every card of the leader
 * with its score (the defence's tricks). */
static gboolean
solve_leads (ValetDdSolver *solver, const ValetDdLeadKey *keys, const guint *todo, guint n,
             GError **error)
{
  g_autofree struct boards *in = g_new0 (struct boards, 1);
  g_autofree struct solvedBoards *res = g_new0 (struct solvedBoards, 1);

  in->noOfBoards = (int) n;
  for (guint i = 0; i < n; i++)
    {
      const ValetDdLeadKey *key = &keys[todo[i]];
      struct deal *dl = &in->deals[i];
      /* DDS numbers strains S H D C NT, as ValetDenom does. */
      dl->trump = key->denom;
      dl->first = (key->declarer + 1) % 4;
      copy_cards (dl->remainCards, &key->deal);
      in->target[i] = -1;
      in->solutions[i] = 3;
      in->mode[i] = 0;
    }
  g_mutex_lock (&dds_lock);
  int rc = SolveAllChunksBin (in, res, 1);
  g_mutex_unlock (&dds_lock);
  if (rc != RETURN_NO_FAULT)
    return dds_failed (rc, error);
  for (guint i = 0; i < n; i++)
    {
      const struct futureTricks *f = &res->solvedBoard[i];
      ValetDdLeads leads;
      memset (&leads, VALET_DD_NOT_HELD, sizeof leads);
      for (int c = 0; c < f->cards; c++)
        {
          guint8 declarer_tricks = (guint8) (13 - f->score[c]);
          leads.tricks[f->suit[c]][f->rank[c]] = declarer_tricks;
          /* Equal cards below it, which DDS gives as one. */
          for (guint r = 2; r <= 14; r++)
            if (f->equals[c] & (1 << r))
              leads.tricks[f->suit[c]][r] = declarer_tricks;
        }
      valet_dd_cache_add_leads (solver->cache, &keys[todo[i]], &leads);
    }
  solver->n_leads_solved += n;
  return TRUE;
}

/* Whether @leads are known for every card (none VALET_DD_UNSOLVED). */
static gboolean
leads_whole (const ValetDdLeads *leads)
{
  if (leads == NULL)
    return FALSE;
  for (guint suit = 0; suit < 4; suit++)
    for (guint rank = 2; rank <= 14; rank++)
      if (leads->tricks[suit][rank] == VALET_DD_UNSOLVED)
        return FALSE;
  return TRUE;
}

/* Every lead of a position, to solve_in_batches(). */
static gboolean
leads_known (ValetDdSolver *solver, const void *items, guint i)
{
  return leads_whole (valet_dd_cache_leads (solver->cache,
                                            &((const ValetDdLeadKey *) items)[i]));
}

static gboolean
same_lead_key (const void *items, guint a, guint b)
{
  const ValetDdLeadKey *keys = items;
  return memcmp (&keys[a], &keys[b], sizeof keys[a]) == 0;
}

static gboolean
leads_solve (ValetDdSolver *solver, const void *items, const guint *todo, guint n,
             GError **error)
{
  return solve_leads (solver, items, todo, n, error);
}

gboolean
valet_dd_solver_leads (ValetDdSolver *solver, const ValetDdLeadKey *keys, guint n,
                       ValetDdLeads *out, ValetDdProgressFunc progress,
                       ValetCancelledFunc cancelled, gpointer data, GError **error)
{
  static const BatchKind kind = { LEAD_BATCH, leads_known, same_lead_key, leads_solve };

  if (!solve_in_batches (solver, &kind, keys, n, progress, cancelled, data, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    out[i] = *valet_dd_cache_leads (solver->cache, &keys[i]);
  return TRUE;
}

/* The cache's entry of @key, made with every card of the leader
 * unsolved when there is none. */
static ValetDdLeads *
leads_entry (ValetDdSolver *solver, const ValetDdLeadKey *key)
{
  ValetDdLeads *entry = valet_dd_cache_leads_mutable (solver->cache, key);
  if (entry == NULL)
    {
      ValetDdLeads fresh;
      ValetSeat leader = (key->declarer + 1) % 4;
      for (guint suit = 0; suit < 4; suit++)
        for (guint rank = 0; rank < 15; rank++)
          fresh.tricks[suit][rank] = rank >= 2 && (key->deal.cards[leader][suit] & (1u << rank))
                                     ? VALET_DD_UNSOLVED : VALET_DD_NOT_HELD;
      valet_dd_cache_add_leads (solver->cache, key, &fresh);
      entry = valet_dd_cache_leads_mutable (solver->cache, key);
    }
  return entry;
}

/* Solves @n single leads (indices @todo into @leads), each with its card
 * played, with one SolveAllChunksBin call. */
static gboolean
solve_lead_cards (ValetDdSolver *solver, const ValetDdLead *leads, const guint *todo, guint n,
                  GError **error)
{
  g_autofree struct boards *in = g_new0 (struct boards, 1);
  g_autofree struct solvedBoards *res = g_new0 (struct solvedBoards, 1);

  in->noOfBoards = (int) n;
  for (guint i = 0; i < n; i++)
    {
      const ValetDdLead *lead = &leads[todo[i]];
      struct deal *dl = &in->deals[i];
      int leader = (lead->key.declarer + 1) % 4;
      dl->trump = lead->key.denom;
      dl->first = leader;
      copy_cards (dl->remainCards, &lead->key.deal);
      dl->currentTrickSuit[0] = lead->suit;
      dl->currentTrickRank[0] = lead->rank;
      dl->remainCards[leader][lead->suit] &= ~(1u << lead->rank);
      in->target[i] = -1;
      in->solutions[i] = 1;
      /* Search even when the next hand has one card to play (a
       * singleton in the suit led): mode 0 would give no score then. */
      in->mode[i] = 1;
    }
  g_mutex_lock (&dds_lock);
  int rc = SolveAllChunksBin (in, res, 1);
  g_mutex_unlock (&dds_lock);
  if (rc != RETURN_NO_FAULT)
    return dds_failed (rc, error);
  for (guint i = 0; i < n; i++)
    {
      const ValetDdLead *lead = &leads[todo[i]];
      /* Dummy plays next: the score is the declaring side's. */
      leads_entry (solver, &lead->key)->tricks[lead->suit][lead->rank]
        = (guint8) res->solvedBoard[i].score[0];
    }
  valet_dd_cache_touch (solver->cache);
  solver->n_leads_solved += n;
  return TRUE;
}

/* The tricks after @lead as the cache knows them. */
static guint8
lead_known (ValetDdSolver *solver, const ValetDdLead *lead)
{
  const ValetDdLeads *entry = valet_dd_cache_leads (solver->cache, &lead->key);
  ValetSeat leader = (lead->key.declarer + 1) % 4;

  if (lead->suit > VALET_CLUBS || lead->rank < 2 || lead->rank > 14
      || !(lead->key.deal.cards[leader][lead->suit] & (1u << lead->rank)))
    return VALET_DD_NOT_HELD;
  return entry ? entry->tricks[lead->suit][lead->rank] : VALET_DD_UNSOLVED;
}

/* One lead card each, to solve_in_batches(). */
static gboolean
lead_card_known (ValetDdSolver *solver, const void *items, guint i)
{
  return lead_known (solver, &((const ValetDdLead *) items)[i]) != VALET_DD_UNSOLVED;
}

static gboolean
same_lead (const void *items, guint a, guint b)
{
  const ValetDdLead *leads = items;
  return memcmp (&leads[a], &leads[b], sizeof leads[a]) == 0;
}

static gboolean
lead_cards_solve (ValetDdSolver *solver, const void *items, const guint *todo, guint n,
                  GError **error)
{
  return solve_lead_cards (solver, items, todo, n, error);
}

gboolean
valet_dd_solver_lead_tricks (ValetDdSolver *solver, const ValetDdLead *leads, guint n,
                             guint8 *out, ValetDdProgressFunc progress,
                             ValetCancelledFunc cancelled, gpointer data, GError **error)
{
  static const BatchKind kind = { LEAD_CARD_BATCH, lead_card_known, same_lead, lead_cards_solve };

  if (!solve_in_batches (solver, &kind, leads, n, progress, cancelled, data, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    out[i] = lead_known (solver, &leads[i]);
  return TRUE;
}

gboolean
valet_dd_par (const ValetDdTable *table, ValetSeat dealer, ValetVulnerability vul,
              ValetDdPar *par, GError **error)
{
  /* DDS's vulnerability: 0 none, 1 both, 2 NS, 3 EW. */
  static const int dds_vul[] = { 0, 2, 3, 1 };
  struct ddTableResults t;
  struct parResultsDealer res = { 0 };

  for (guint strain = 0; strain < 5; strain++)
    for (guint hand = 0; hand < 4; hand++)
      t.resTable[strain][hand] = table->tricks[strain][hand];
  int rc = DealerPar (&t, &res, (int) dealer, dds_vul[vul & 3]);
  if (rc != RETURN_NO_FAULT)
    return dds_failed (rc, error);
  par->score = res.score;
  GString *contracts = g_string_new (NULL);
  for (int i = 0; i < res.number && i < 10; i++)
    {
      if (i > 0)
        g_string_append (contracts, ", ");
      g_string_append_len (contracts, res.contracts[i], strnlen (res.contracts[i], 10));
    }
  if (contracts->len == 0)
    g_string_append (contracts, "pass");
  par->contracts = g_string_free (contracts, FALSE);
  return TRUE;
}
