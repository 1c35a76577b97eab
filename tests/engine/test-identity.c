/* test-identity.c: names normalised, and one person across events:
 * numbers first, names after, proposals for what names cannot settle,
 * merge, split and keep-apart decisions with undo. */
#include "valet-identity.h"
#include "valet-person-name.h"

static void
check_key (const char *name, const char *key)
{
  g_autofree char *got = valet_person_name_key (name);
  g_assert_cmpstr (got, ==, key);
}

static void
test_name_keys (void)
{
  check_key ("Müller, Jürgen", "jurgen muller");
  check_key ("JURGEN MULLER", "jurgen muller");
  check_key ("  Jürgen   Müller ", "jurgen muller");
  check_key ("Łukasz Żółć", "lukasz zolc");
  check_key ("Jean-Pierre Dupont", "jean pierre dupont");
  check_key ("O'Brien, Seán", "sean obrien");
  check_key ("J. Smith", "j smith");
  check_key ("Søren Ærø", "soren aero");
  check_key ("---", "");
  check_key ("", "");
  /* Invalid UTF-8 is made valid, not a crash. */
  g_autofree char *bad = valet_person_name_key ("Ann\xff Lee");
  g_assert_true (g_utf8_validate (bad, -1, NULL));
}

static void
test_name_matches (void)
{
  g_assert_cmpint (valet_person_names_may_match ("john smith", "john smith"), ==, VALET_NAME_SAME);
  g_assert_cmpint (valet_person_names_may_match ("smith john", "john smith"), ==,
                   VALET_NAME_WORD_ORDER);
  g_assert_cmpint (valet_person_names_may_match ("j smith", "john smith"), ==,
                   VALET_NAME_INITIALS);
  g_assert_cmpint (valet_person_names_may_match ("john a smith", "john smith"), ==,
                   VALET_NAME_INITIALS);
  g_assert_cmpint (valet_person_names_may_match ("jane smith", "john smith"), ==,
                   VALET_NAME_DIFFERENT);
  g_assert_cmpint (valet_person_names_may_match ("j smith", "j smyth"), ==,
                   VALET_NAME_DIFFERENT);
  g_assert_cmpint (valet_person_names_may_match ("john paul smith", "john smith"), ==,
                   VALET_NAME_DIFFERENT);
}

/* Three events: accents, order and case variants, numbers that agree
 * and disagree with names. */
static ValetIdentity *
make_identity (void)
{
  ValetIdentity *id = valet_identity_new ();
  static const char *const players[][4] = {
    { "e1", "1", "Jürgen Müller", NULL },
    { "e1", "2", "Anna Kowalska", "100" },
    { "e1", "3", "John Smith", "200" },
    { "e1", "4", "John Smith", "201" },
    { "e1", "5", "Zoë Brown", NULL },
    { "e1", "6", "Peter Pan", "401" },
    { "e2", "a", "MÜLLER, Jurgen", NULL },
    { "e2", "b", "anna kowalska", "100" },
    { "e2", "c", "A. Kowalska", NULL },
    { "e2", "d", "John  SMITH", NULL },
    { "e2", "e", "Brown Zoe", NULL },
    { "e3", "x", "Anna Nowak", "100" },       /* a new surname, the same number */
    { "e3", "y", "Jurgen Muller", "300" },    /* the one numbered Jürgen Müller */
    { "e3", "z", "Peter Pan", "400" },        /* the same name, another number */
  };

  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    g_assert_true (valet_identity_add_player (id, players[i][0], players[i][1], players[i][2],
                                              players[i][3]));
  /* A key twice is refused. */
  g_assert_false (valet_identity_add_player (id, "e1", "1", "Someone Else", NULL));
  return id;
}

static guint
person (ValetIdentity *id, const char *key)
{
  guint p = valet_identity_person_of_key (id, key);
  g_assert_cmpuint (p, !=, VALET_NO_PERSON);
  return p;
}

static gboolean
has_proposal (ValetIdentity *id, const char *a, const char *b, ValetProposalReason reason)
{
  guint pa = person (id, a), pb = person (id, b);

  for (guint i = 0; i < valet_identity_n_proposals (id); i++)
    {
      const ValetProposal *p = valet_identity_proposal (id, i);
      if (p->person_a == MIN (pa, pb) && p->person_b == MAX (pa, pb))
        return p->reason == reason;
    }
  return FALSE;
}

static void
check_automatic (ValetIdentity *id)
{
  /* Names that normalise alike, and the one number of that name. */
  g_assert_cmpuint (person (id, "e1:1"), ==, person (id, "e2:a"));
  g_assert_cmpuint (person (id, "e1:1"), ==, person (id, "e3:y"));
  /* The number over the name. */
  g_assert_cmpuint (person (id, "e1:2"), ==, person (id, "e2:b"));
  g_assert_cmpuint (person (id, "e1:2"), ==, person (id, "e3:x"));
  g_assert_cmpstr (valet_identity_person_number (id, person (id, "e3:x")), ==, "100");
  /* Different numbers are different people, whatever the name. */
  g_assert_cmpuint (person (id, "e1:3"), !=, person (id, "e1:4"));
  g_assert_cmpuint (person (id, "e1:6"), !=, person (id, "e3:z"));
  /* A name several numbers share joins none of them. */
  g_assert_cmpuint (person (id, "e2:d"), !=, person (id, "e1:3"));
  g_assert_cmpuint (person (id, "e2:d"), !=, person (id, "e1:4"));
  /* Initials and word order are proposals, not matches. */
  g_assert_cmpuint (person (id, "e2:c"), !=, person (id, "e1:2"));
  g_assert_cmpuint (person (id, "e2:e"), !=, person (id, "e1:5"));
  g_assert_cmpuint (valet_identity_n_persons (id), ==, 10);

  g_assert_cmpuint (valet_identity_n_proposals (id), ==, 4);
  g_assert_true (has_proposal (id, "e1:2", "e2:c", VALET_PROPOSAL_INITIALS));
  g_assert_true (has_proposal (id, "e1:3", "e2:d", VALET_PROPOSAL_SHARED_NAME));
  g_assert_true (has_proposal (id, "e1:4", "e2:d", VALET_PROPOSAL_SHARED_NAME));
  g_assert_true (has_proposal (id, "e1:5", "e2:e", VALET_PROPOSAL_WORD_ORDER));
  /* The name most often given (the first on a tie). */
  g_assert_cmpstr (valet_identity_person_name (id, person (id, "e1:2")), ==, "Anna Kowalska");
}

static void
test_automatic (void)
{
  g_autoptr (ValetIdentity) id = make_identity ();

  check_automatic (id);
  g_assert_cmpuint (valet_identity_person_n_players (id, person (id, "e1:1")), ==, 3);
  g_assert_cmpstr (valet_identity_person_player (id, person (id, "e1:1"), 1), ==, "e2:a");
  g_assert_cmpuint (valet_identity_person_of (id, "e9", "1"), ==, VALET_NO_PERSON);
}

static void
test_merge_split_undo (void)
{
  g_autoptr (ValetIdentity) id = make_identity ();

  /* Merge: the proposal goes, and so does the other one of that name,
   * whose number now differs. */
  g_assert_true (valet_identity_decide (id, VALET_IDENTITY_MERGE, "e1:3", "e2:d"));
  g_assert_cmpuint (person (id, "e1:3"), ==, person (id, "e2:d"));
  g_assert_cmpuint (valet_identity_n_persons (id), ==, 9);
  g_assert_cmpuint (valet_identity_n_proposals (id), ==, 2);
  g_assert_true (valet_identity_undo (id));
  check_automatic (id);

  /* Split one player off; undo brings it back. */
  g_assert_true (valet_identity_decide (id, VALET_IDENTITY_SPLIT, "e2:b", NULL));
  g_assert_cmpuint (person (id, "e2:b"), !=, person (id, "e1:2"));
  g_assert_cmpuint (person (id, "e3:x"), ==, person (id, "e1:2"));
  g_assert_cmpuint (valet_identity_n_persons (id), ==, 11);
  /* A merge after it joins it again, with whom it names. */
  g_assert_true (valet_identity_decide (id, VALET_IDENTITY_MERGE, "e2:b", "e2:c"));
  g_assert_cmpuint (person (id, "e2:b"), ==, person (id, "e2:c"));
  g_assert_cmpuint (person (id, "e2:b"), !=, person (id, "e1:2"));
  g_assert_cmpuint (valet_identity_n_decisions (id), ==, 2);
  g_assert_true (valet_identity_undo (id));
  g_assert_true (valet_identity_undo (id));
  g_assert_false (valet_identity_undo (id));
  check_automatic (id);

  /* Keep apart: the proposal goes, the persons stay. */
  g_assert_true (valet_identity_decide (id, VALET_IDENTITY_KEEP_APART, "e1:5", "e2:e"));
  g_assert_cmpuint (valet_identity_n_proposals (id), ==, 3);
  g_assert_false (has_proposal (id, "e1:5", "e2:e", VALET_PROPOSAL_WORD_ORDER));
  g_assert_true (valet_identity_undo (id));
  check_automatic (id);

  /* A decision must name players that are there. */
  g_assert_false (valet_identity_decide (id, VALET_IDENTITY_MERGE, "e1:3", "e9:q"));
  g_assert_cmpuint (valet_identity_n_decisions (id), ==, 0);
}

/* Decisions as storage keeps them, some about events not in this
 * selection: those pass over, the others apply in order. */
static void
test_stored_decisions (void)
{
  g_autoptr (ValetIdentity) id = make_identity ();
  ValetIdentityDecision stored[] = {
    { VALET_IDENTITY_MERGE, "e9:q", "e1:1", },
    { VALET_IDENTITY_MERGE, "e1:5", "e2:e" },
    { VALET_IDENTITY_SPLIT, "e9:r", NULL },
    { VALET_IDENTITY_MERGE, "e2:c", "e1:2" },
  };

  /* Kinds as storage writes them, and back. */
  for (ValetIdentityKind k = VALET_IDENTITY_MERGE; k <= VALET_IDENTITY_KEEP_APART; k++)
    {
      ValetIdentityKind back;
      g_assert_true (valet_identity_kind_from_string (valet_identity_kind_to_string (k), &back));
      g_assert_cmpint (back, ==, k);
    }
  ValetIdentityKind unused;
  g_assert_false (valet_identity_kind_from_string ("join", &unused));
  g_assert_false (valet_identity_kind_from_string (NULL, &unused));

  valet_identity_set_decisions (id, stored, G_N_ELEMENTS (stored));
  g_assert_cmpuint (valet_identity_n_decisions (id), ==, 4);
  g_assert_cmpuint (valet_identity_n_persons (id), ==, 8);
  g_assert_cmpuint (person (id, "e1:5"), ==, person (id, "e2:e"));
  g_assert_cmpuint (person (id, "e1:2"), ==, person (id, "e2:c"));
  g_assert_cmpuint (valet_identity_n_proposals (id), ==, 2);
  g_assert_cmpstr (valet_identity_decision (id, 1)->a, ==, "e1:5");
  g_assert_true (valet_identity_undo (id));
  g_assert_cmpuint (person (id, "e1:2"), !=, person (id, "e2:c"));
  g_assert_cmpuint (valet_identity_n_persons (id), ==, 9);
}

/* A tournament's players, by their numbers, placeholders left out; the
 * number is kept by a copy of the tournament. */
static void
test_tournament (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  g_autoptr (ValetIdentity) id = valet_identity_new ();

  g_assert_true (valet_tournament_add_player (t, "1", "Ann Lee", 1));
  g_assert_true (valet_tournament_add_player (t, "2", "Bob Lee", 2));
  valet_tournament_set_player_number (t, 0, " 12345 ");
  valet_tournament_set_player_number (t, 1, "  ");
  g_assert_cmpstr (valet_tournament_player_number (t, 0), ==, "12345");
  g_assert_null (valet_tournament_player_number (t, 1));
  g_autoptr (ValetTournament) copy = valet_tournament_new_like (t);
  g_assert_cmpstr (valet_tournament_player_number (copy, 0), ==, "12345");

  valet_identity_add_tournament (id, "club-1", t);
  g_assert_true (valet_identity_add_player (id, "club-2", "9", "Lee, Annie", "12345"));
  g_assert_cmpuint (valet_identity_n_players (id), ==, 3);
  g_assert_cmpuint (valet_identity_person_of (id, "club-1", "1"), ==,
                    valet_identity_person_of (id, "club-2", "9"));
  g_assert_cmpstr (valet_identity_player_key_at (id, 1), ==, "club-1:2");
}

/* Names without a letter match nobody by name; a missing name is no
 * crash. */
static void
test_no_name (void)
{
  g_autoptr (ValetIdentity) id = valet_identity_new ();

  g_assert_true (valet_identity_add_player (id, "e1", "1", "?", NULL));
  g_assert_true (valet_identity_add_player (id, "e2", "1", "...", NULL));
  g_assert_true (valet_identity_add_player (id, "e3", "1", NULL, ""));
  g_assert_true (valet_identity_add_player (id, "e4", "1", NULL, "7"));
  g_assert_true (valet_identity_add_player (id, "e5", "1", "", "7"));
  g_assert_cmpuint (valet_identity_n_persons (id), ==, 4);
  g_assert_cmpuint (valet_identity_person_of (id, "e4", "1"), ==,
                    valet_identity_person_of (id, "e5", "1"));
  g_assert_cmpuint (valet_identity_n_proposals (id), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/identity/name-keys", test_name_keys);
  g_test_add_func ("/identity/name-matches", test_name_matches);
  g_test_add_func ("/identity/automatic", test_automatic);
  g_test_add_func ("/identity/merge-split-undo", test_merge_split_undo);
  g_test_add_func ("/identity/stored-decisions", test_stored_decisions);
  g_test_add_func ("/identity/tournament", test_tournament);
  g_test_add_func ("/identity/no-name", test_no_name);
  return g_test_run ();
}
