/* test-bridge.c: contract scores, vulnerability, IMPs and matchpoints,
 * checked against the laws of duplicate bridge and the standard IMP
 * table rather than against the engine's own formulas. */
#include <glib.h>

#include "valet-bridge.h"
#include "valet-tournament.h"

/* ---- contract scores ------------------------------------------------ */

typedef struct {
  guint level;
  ValetDenom denom;
  ValetMultiplier mult;
  gboolean vul;
  guint tricks;
  int score;
} ScoreCase;

static void
check_scores (const ScoreCase *cases, gsize n)
{
  for (gsize i = 0; i < n; i++)
    {
      const ScoreCase *c = &cases[i];
      int got = valet_contract_score (c->level, c->denom, c->mult, c->vul,
                                      c->tricks);
      if (got != c->score)
        g_test_message ("%u%s%s %s making %u: got %d, expected %d", c->level,
                        valet_denom_short_name (c->denom),
                        valet_multiplier_suffix (c->mult),
                        c->vul ? "vul" : "non-vul", c->tricks, got, c->score);
      g_assert_cmpint (got, ==, c->score);
    }
}

static void
test_score_made (void)
{
  /* Part scores, games and slams bid and made exactly. */
  static const ScoreCase cases[] = {
    { 1, VALET_CLUBS, VALET_UNDOUBLED, FALSE, 7, 70 },
    { 1, VALET_NOTRUMP, VALET_UNDOUBLED, FALSE, 7, 90 },
    { 1, VALET_NOTRUMP, VALET_UNDOUBLED, TRUE, 7, 90 },
    { 2, VALET_HEARTS, VALET_UNDOUBLED, FALSE, 8, 110 },
    { 2, VALET_DIAMONDS, VALET_UNDOUBLED, TRUE, 8, 90 },
    { 3, VALET_SPADES, VALET_UNDOUBLED, FALSE, 9, 140 },
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, FALSE, 9, 400 },
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, TRUE, 9, 600 },
    { 4, VALET_SPADES, VALET_UNDOUBLED, FALSE, 10, 420 },
    { 4, VALET_HEARTS, VALET_UNDOUBLED, TRUE, 10, 620 },
    { 4, VALET_CLUBS, VALET_UNDOUBLED, FALSE, 10, 130 },
    { 5, VALET_CLUBS, VALET_UNDOUBLED, FALSE, 11, 400 },
    { 5, VALET_DIAMONDS, VALET_UNDOUBLED, TRUE, 11, 600 },
    { 6, VALET_SPADES, VALET_UNDOUBLED, FALSE, 12, 980 },
    { 6, VALET_SPADES, VALET_UNDOUBLED, TRUE, 12, 1430 },
    { 6, VALET_CLUBS, VALET_UNDOUBLED, TRUE, 12, 1370 },
    { 7, VALET_NOTRUMP, VALET_UNDOUBLED, FALSE, 13, 1520 },
    { 7, VALET_NOTRUMP, VALET_UNDOUBLED, TRUE, 13, 2220 },
    { 7, VALET_DIAMONDS, VALET_UNDOUBLED, FALSE, 13, 1440 },
  };
  check_scores (cases, G_N_ELEMENTS (cases));
}

static void
test_score_overtricks (void)
{
  static const ScoreCase cases[] = {
    /* Undoubled overtricks score the trick value. */
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, TRUE, 10, 630 },
    { 3, VALET_NOTRUMP, VALET_UNDOUBLED, FALSE, 10, 430 },
    { 4, VALET_SPADES, VALET_UNDOUBLED, FALSE, 11, 450 },
    { 1, VALET_CLUBS, VALET_UNDOUBLED, FALSE, 13, 190 },
    { 5, VALET_DIAMONDS, VALET_UNDOUBLED, TRUE, 12, 620 },
    { 6, VALET_NOTRUMP, VALET_UNDOUBLED, TRUE, 13, 1470 },
    /* Doubled: 100 / 200 a trick, redoubled 200 / 400. */
    { 1, VALET_SPADES, VALET_DOUBLED, FALSE, 8, 260 },
    { 1, VALET_SPADES, VALET_DOUBLED, TRUE, 8, 360 },
    { 3, VALET_NOTRUMP, VALET_DOUBLED, TRUE, 10, 950 },
    { 1, VALET_SPADES, VALET_REDOUBLED, FALSE, 8, 720 },
    { 1, VALET_SPADES, VALET_REDOUBLED, TRUE, 8, 1120 },
  };
  check_scores (cases, G_N_ELEMENTS (cases));
}

static void
test_score_doubled_made (void)
{
  static const ScoreCase cases[] = {
    /* 50 for the insult, 100 redoubled; doubling can turn a part
     * score into a game. */
    { 1, VALET_SPADES, VALET_DOUBLED, FALSE, 7, 160 },
    { 1, VALET_CLUBS, VALET_DOUBLED, FALSE, 7, 140 },
    { 2, VALET_HEARTS, VALET_DOUBLED, FALSE, 8, 470 },
    { 2, VALET_HEARTS, VALET_DOUBLED, TRUE, 8, 670 },
    { 4, VALET_HEARTS, VALET_DOUBLED, TRUE, 10, 790 },
    { 1, VALET_SPADES, VALET_REDOUBLED, FALSE, 7, 520 },
    { 1, VALET_CLUBS, VALET_REDOUBLED, FALSE, 7, 230 },
    { 7, VALET_NOTRUMP, VALET_REDOUBLED, TRUE, 13, 2980 },
    { 7, VALET_NOTRUMP, VALET_REDOUBLED, FALSE, 13, 2280 },
    { 6, VALET_CLUBS, VALET_DOUBLED, FALSE, 12, 1090 },
  };
  check_scores (cases, G_N_ELEMENTS (cases));
}

static void
test_score_undertricks (void)
{
  static const ScoreCase cases[] = {
    /* Undoubled: 50 / 100 a trick. */
    { 4, VALET_SPADES, VALET_UNDOUBLED, FALSE, 9, -50 },
    { 4, VALET_SPADES, VALET_UNDOUBLED, FALSE, 8, -100 },
    { 4, VALET_SPADES, VALET_UNDOUBLED, TRUE, 9, -100 },
    { 4, VALET_SPADES, VALET_UNDOUBLED, TRUE, 7, -300 },
    { 7, VALET_NOTRUMP, VALET_UNDOUBLED, FALSE, 0, -650 },
    { 7, VALET_NOTRUMP, VALET_UNDOUBLED, TRUE, 0, -1300 },
    /* Doubled, not vulnerable: 100, 300, 500, 800, 1100, ... */
    { 1, VALET_NOTRUMP, VALET_DOUBLED, FALSE, 6, -100 },
    { 1, VALET_NOTRUMP, VALET_DOUBLED, FALSE, 5, -300 },
    { 1, VALET_NOTRUMP, VALET_DOUBLED, FALSE, 4, -500 },
    { 1, VALET_NOTRUMP, VALET_DOUBLED, FALSE, 3, -800 },
    { 1, VALET_NOTRUMP, VALET_DOUBLED, FALSE, 2, -1100 },
    { 7, VALET_NOTRUMP, VALET_DOUBLED, FALSE, 0, -3500 },
    /* Doubled, vulnerable: 200, 500, 800, 1100, ... */
    { 4, VALET_HEARTS, VALET_DOUBLED, TRUE, 9, -200 },
    { 4, VALET_HEARTS, VALET_DOUBLED, TRUE, 8, -500 },
    { 4, VALET_HEARTS, VALET_DOUBLED, TRUE, 7, -800 },
    { 4, VALET_HEARTS, VALET_DOUBLED, TRUE, 6, -1100 },
    { 7, VALET_CLUBS, VALET_DOUBLED, TRUE, 0, -3800 },
    /* Redoubled: twice the doubled penalty. */
    { 2, VALET_SPADES, VALET_REDOUBLED, FALSE, 7, -200 },
    { 2, VALET_SPADES, VALET_REDOUBLED, FALSE, 6, -600 },
    { 2, VALET_SPADES, VALET_REDOUBLED, FALSE, 5, -1000 },
    { 2, VALET_SPADES, VALET_REDOUBLED, FALSE, 4, -1600 },
    { 2, VALET_SPADES, VALET_REDOUBLED, TRUE, 7, -400 },
    { 2, VALET_SPADES, VALET_REDOUBLED, TRUE, 6, -1000 },
    { 2, VALET_SPADES, VALET_REDOUBLED, TRUE, 5, -1600 },
    /* All thirteen down, redoubled and vulnerable: the largest penalty. */
    { 7, VALET_CLUBS, VALET_REDOUBLED, TRUE, 0, -7600 },
    { 6, VALET_CLUBS, VALET_REDOUBLED, TRUE, 0, -7000 },
  };
  check_scores (cases, G_N_ELEMENTS (cases));
}

static void
test_score_passed_out (void)
{
  /* Level 0 is a passed-out board: 0 whatever the other fields say. */
  for (guint t = 0; t <= VALET_MAX_TRICKS; t++)
    {
      g_assert_cmpint (valet_contract_score (0, VALET_SPADES, VALET_UNDOUBLED,
                                             FALSE, t), ==, 0);
      g_assert_cmpint (valet_contract_score (0, VALET_NOTRUMP, VALET_REDOUBLED,
                                             TRUE, t), ==, 0);
      g_assert_cmpint (valet_ns_score (0, VALET_HEARTS, VALET_DOUBLED,
                                       VALET_EAST, TRUE, t), ==, 0);
    }
}

static void
test_ns_score_sign (void)
{
  /* North-South keep the declarer's sign, East-West flip it. */
  g_assert_cmpint (valet_ns_score (4, VALET_SPADES, VALET_UNDOUBLED,
                                   VALET_NORTH, FALSE, 10), ==, 420);
  g_assert_cmpint (valet_ns_score (4, VALET_SPADES, VALET_UNDOUBLED,
                                   VALET_SOUTH, FALSE, 10), ==, 420);
  g_assert_cmpint (valet_ns_score (4, VALET_SPADES, VALET_UNDOUBLED,
                                   VALET_EAST, FALSE, 10), ==, -420);
  g_assert_cmpint (valet_ns_score (4, VALET_SPADES, VALET_UNDOUBLED,
                                   VALET_WEST, FALSE, 10), ==, -420);
  g_assert_cmpint (valet_ns_score (1, VALET_NOTRUMP, VALET_DOUBLED,
                                   VALET_WEST, FALSE, 4), ==, 500);
  g_assert_cmpint (valet_ns_score (1, VALET_NOTRUMP, VALET_DOUBLED,
                                   VALET_SOUTH, FALSE, 4), ==, -500);
}

static void
test_score_monotone (void)
{
  /* More tricks never score less, for every contract. */
  for (guint level = 1; level <= 7; level++)
    for (int d = VALET_SPADES; d <= VALET_NOTRUMP; d++)
      for (int m = VALET_UNDOUBLED; m <= VALET_REDOUBLED; m++)
        for (int vul = 0; vul < 2; vul++)
          for (guint t = 1; t <= VALET_MAX_TRICKS; t++)
            {
              int lo = valet_contract_score (level, d, m, vul, t - 1);
              int hi = valet_contract_score (level, d, m, vul, t);
              g_assert_cmpint (hi, >, lo);
              /* Made exactly is positive, one short negative. */
              if (t == level + 6)
                {
                  g_assert_cmpint (hi, >, 0);
                  g_assert_cmpint (lo, <, 0);
                }
            }
}

static void
test_names (void)
{
  g_assert_true (valet_seat_is_ns (VALET_NORTH));
  g_assert_true (valet_seat_is_ns (VALET_SOUTH));
  g_assert_false (valet_seat_is_ns (VALET_EAST));
  g_assert_false (valet_seat_is_ns (VALET_WEST));
  g_assert_cmpint (valet_seat_letter (VALET_NORTH), ==, 'N');
  g_assert_cmpint (valet_seat_letter (VALET_EAST), ==, 'E');
  g_assert_cmpint (valet_seat_letter (VALET_SOUTH), ==, 'S');
  g_assert_cmpint (valet_seat_letter (VALET_WEST), ==, 'W');
  g_assert_cmpstr (valet_denom_short_name (VALET_SPADES), ==, "S");
  g_assert_cmpstr (valet_denom_short_name (VALET_CLUBS), ==, "C");
  g_assert_cmpstr (valet_denom_short_name (VALET_NOTRUMP), ==, "NT");
  g_assert_cmpstr (valet_multiplier_suffix (VALET_UNDOUBLED), ==, "");
  g_assert_cmpstr (valet_multiplier_suffix (VALET_DOUBLED), ==, "X");
  g_assert_cmpstr (valet_multiplier_suffix (VALET_REDOUBLED), ==, "XX");
}

/* ---- vulnerability -------------------------------------------------- */

static void
test_vulnerability (void)
{
  /* The standard cycle of 16 boards, as printed on board wallets. */
  static const char *const cycle[16] = {
    "none", "NS", "EW", "all", "NS", "EW", "all", "none",
    "EW", "all", "none", "NS", "all", "none", "NS", "EW",
  };

  for (guint board = 1; board <= 32; board++)
    {
      const char *v = cycle[(board - 1) % 16];
      gboolean ns = g_str_equal (v, "NS") || g_str_equal (v, "all");
      gboolean ew = g_str_equal (v, "EW") || g_str_equal (v, "all");

      g_test_message ("board %u: %s", board, v);
      g_assert_cmpint (valet_board_vulnerable (board, VALET_NORTH), ==, ns);
      g_assert_cmpint (valet_board_vulnerable (board, VALET_SOUTH), ==, ns);
      g_assert_cmpint (valet_board_vulnerable (board, VALET_EAST), ==, ew);
      g_assert_cmpint (valet_board_vulnerable (board, VALET_WEST), ==, ew);
    }
  /* Board 17 starts the cycle again. */
  g_assert_false (valet_board_vulnerable (17, VALET_NORTH));
  g_assert_false (valet_board_vulnerable (17, VALET_EAST));
  g_assert_true (valet_board_vulnerable (20, VALET_EAST));
}

/* ---- IMPs ----------------------------------------------------------- */

/* The smallest rounded difference worth 0, 1, ... 24 IMPs. */
static const int imp_band_start[VALET_IMP_STEPS + 1] = {
  0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600,
  750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000,
};

static void
test_imps_table (void)
{
  for (int k = 0; k <= VALET_IMP_STEPS; k++)
    {
      int lo = imp_band_start[k];
      int hi = k < VALET_IMP_STEPS ? imp_band_start[k + 1] - 10 : 10000;

      for (int mode = 0; mode < 2; mode++)
        {
          g_assert_cmpint (valet_imps (lo, mode), ==, k);
          g_assert_cmpint (valet_imps (hi, mode), ==, k);
          g_assert_cmpint (valet_imps (-lo, mode), ==, -k);
          g_assert_cmpint (valet_imps (-hi, mode), ==, -k);
        }
    }
}

static void
test_imps_rounding (void)
{
  /* To the nearest 10, halves up: 375 -> 380, 365 -> 370, 364 -> 360. */
  g_assert_cmpint (valet_imps (375, FALSE), ==, 9);
  g_assert_cmpint (valet_imps (365, FALSE), ==, 9);
  g_assert_cmpint (valet_imps (364, FALSE), ==, 8);
  g_assert_cmpint (valet_imps (14, FALSE), ==, 0);
  g_assert_cmpint (valet_imps (15, FALSE), ==, 1);
  g_assert_cmpint (valet_imps (44, FALSE), ==, 1);
  g_assert_cmpint (valet_imps (45, FALSE), ==, 2);
  g_assert_cmpint (valet_imps (3995, FALSE), ==, 24);
  g_assert_cmpint (valet_imps (3994, FALSE), ==, 23);
  /* Rounded down: 379 -> 370, 369 -> 360. */
  g_assert_cmpint (valet_imps (379, TRUE), ==, 9);
  g_assert_cmpint (valet_imps (369, TRUE), ==, 8);
  g_assert_cmpint (valet_imps (365, TRUE), ==, 8);
  g_assert_cmpint (valet_imps (19, TRUE), ==, 0);
  g_assert_cmpint (valet_imps (20, TRUE), ==, 1);
  g_assert_cmpint (valet_imps (49, TRUE), ==, 1);
  g_assert_cmpint (valet_imps (3999, TRUE), ==, 23);
  g_assert_cmpint (valet_imps (4000, TRUE), ==, 24);
  /* Negative differences mirror the positive ones. */
  g_assert_cmpint (valet_imps (-15, FALSE), ==, -1);
  g_assert_cmpint (valet_imps (-14, FALSE), ==, 0);
  g_assert_cmpint (valet_imps (-379, TRUE), ==, -9);
  g_assert_cmpint (valet_imps (-369, TRUE), ==, -8);
  g_assert_cmpint (valet_imps (-375, FALSE), ==, -9);
}

static void
test_imps_symmetric_monotone (void)
{
  for (int mode = 0; mode < 2; mode++)
    for (int d = 0; d <= 16000; d++)
      {
        int v = valet_imps (d, mode);
        g_assert_cmpint (valet_imps (-d, mode), ==, -v);
        if (d > 0)
          g_assert_cmpint (v - valet_imps (d - 1, mode), >=, 0);
        if (d > 0)
          g_assert_cmpint (v - valet_imps (d - 1, mode), <=, 1);
      }
}

static void
test_imps_capped (void)
{
  /* Nothing is worth more than 24 IMPs, however large the swing. */
  g_assert_cmpint (valet_imps (7600 + 2980, FALSE), ==, 24);
  g_assert_cmpint (valet_imps (-(7600 + 2980), TRUE), ==, -24);
  g_assert_cmpint (valet_imps (1000000, FALSE), ==, 24);
  g_assert_cmpint (valet_imps (-1000000, FALSE), ==, -24);
  g_assert_cmpint (valet_imps (G_MAXINT, TRUE), ==, 24);
  g_assert_cmpint (valet_imps (-G_MAXINT, FALSE), ==, -24);
}

static void
test_imp_thresholds (void)
{
  int near[VALET_IMP_STEPS], down[VALET_IMP_STEPS];

  valet_imp_thresholds (FALSE, near);
  valet_imp_thresholds (TRUE, down);
  /* The threshold of k+1 IMPs is the smallest difference worth them. */
  for (int k = 0; k < VALET_IMP_STEPS; k++)
    {
      g_assert_cmpint (near[k], ==, imp_band_start[k + 1] - 5);
      g_assert_cmpint (down[k], ==, imp_band_start[k + 1]);
      g_assert_cmpint (valet_imps (near[k], FALSE), ==, k + 1);
      g_assert_cmpint (valet_imps (near[k] - 1, FALSE), ==, k);
      g_assert_cmpint (valet_imps (down[k], TRUE), ==, k + 1);
      g_assert_cmpint (valet_imps (down[k] - 1, TRUE), ==, k);
    }
}

static void
test_mp_compare (void)
{
  g_assert_cmpint (valet_mp_compare (0), ==, 0);
  g_assert_cmpint (valet_mp_compare (10), ==, 1);
  g_assert_cmpint (valet_mp_compare (1), ==, 1);
  g_assert_cmpint (valet_mp_compare (-1), ==, -1);
  g_assert_cmpint (valet_mp_compare (-7600), ==, -1);
  g_assert_cmpint (valet_mp_compare (G_MAXINT), ==, 1);
  g_assert_cmpint (valet_mp_compare (G_MININT), ==, -1);
}

/* ---- words for eyes ------------------------------------------------ */

static void
assert_text (char *got, const char *expected)
{
  g_assert_cmpstr (got, ==, expected);
  g_free (got);
}

static void
test_symbols (void)
{
  g_assert_cmpstr (valet_denom_symbol (VALET_SPADES), ==, "\u2660");
  g_assert_cmpstr (valet_denom_symbol (VALET_HEARTS), ==, "\u2665");
  g_assert_cmpstr (valet_denom_symbol (VALET_DIAMONDS), ==, "\u2666");
  g_assert_cmpstr (valet_denom_symbol (VALET_CLUBS), ==, "\u2663");
  g_assert_cmpstr (valet_denom_symbol (VALET_NOTRUMP), ==, "NT");
  g_assert_cmpstr (valet_denom_symbol (VALET_NOTRUMP + 1), ==, "?");

  assert_text (valet_contract_symbols (4, VALET_HEARTS, VALET_UNDOUBLED), "4\u2665");
  assert_text (valet_contract_symbols (3, VALET_NOTRUMP, VALET_UNDOUBLED), "3NT");
  assert_text (valet_contract_symbols (2, VALET_SPADES, VALET_DOUBLED), "2\u2660X");
  assert_text (valet_contract_symbols (7, VALET_CLUBS, VALET_REDOUBLED), "7\u2663XX");
  assert_text (valet_contract_symbols (0, VALET_SPADES, VALET_UNDOUBLED), "");

  assert_text (valet_card_symbols (VALET_HEARTS, 7), "\u26657");
  assert_text (valet_card_symbols (VALET_SPADES, 14), "\u2660A");
  assert_text (valet_card_symbols (VALET_DIAMONDS, 10), "\u2666T");
  assert_text (valet_card_symbols (VALET_CLUBS, 2), "\u26632");
  assert_text (valet_card_symbols (VALET_CLUBS, 0), "");
  assert_text (valet_card_symbols (VALET_CLUBS, 15), "");
  assert_text (valet_card_symbols (VALET_NOTRUMP, 9), "");
}

static void
test_relative (void)
{
  /* Against level + 6, the book: U+2212 for the tricks short. */
  assert_text (valet_tricks_relative (4, 10), "=");
  assert_text (valet_tricks_relative (4, 11), "+1");
  assert_text (valet_tricks_relative (1, 13), "+6");
  assert_text (valet_tricks_relative (4, 8), "\u22122");
  assert_text (valet_tricks_relative (7, 0), "\u221213");
  assert_text (valet_tricks_relative (0, 0), "");
}

/* Contracts in the auction's order, results in the tricks': not as
 * their texts sort ("3NT" < "3♠", "−1" after "+1"). */
static void
test_sort_keys (void)
{
  static const struct { guint level; ValetDenom denom; ValetMultiplier mult; } up[] = {
    { 0, VALET_SPADES, VALET_UNDOUBLED }, { 1, VALET_NOTRUMP, VALET_REDOUBLED },
    { 2, VALET_CLUBS, VALET_UNDOUBLED }, { 2, VALET_CLUBS, VALET_DOUBLED },
    { 2, VALET_DIAMONDS, VALET_UNDOUBLED }, { 2, VALET_HEARTS, VALET_REDOUBLED },
    { 2, VALET_SPADES, VALET_UNDOUBLED }, { 2, VALET_NOTRUMP, VALET_UNDOUBLED },
    { 7, VALET_CLUBS, VALET_UNDOUBLED },
  };

  for (guint i = 1; i < G_N_ELEMENTS (up); i++)
    g_assert_cmpuint (valet_contract_rank (up[i - 1].level, up[i - 1].denom, up[i - 1].mult),
                      <, valet_contract_rank (up[i].level, up[i].denom, up[i].mult));
  g_assert_cmpint (valet_tricks_over (4, 7), <, valet_tricks_over (4, 9));
  g_assert_cmpint (valet_tricks_over (4, 9), ==, -1);
  g_assert_cmpint (valet_tricks_over (4, 10), ==, 0);
  g_assert_cmpint (valet_tricks_over (4, 11), ==, 1);
  g_assert_cmpint (valet_tricks_over (0, 0), <, valet_tricks_over (7, 0));
}

static void
test_result_text (void)
{
  ValetResult r = { .level = 4, .denom = VALET_HEARTS, .mult = VALET_DOUBLED,
                    .declarer = VALET_SOUTH, .tricks = 9, .lead_suit = VALET_CLUBS,
                    .lead_rank = 12 };

  assert_text (valet_result_contract_symbols (&r), "4\u2665X");
  assert_text (valet_result_relative_text (&r), "\u22121");
  assert_text (valet_result_lead_symbols (&r), "\u2663Q");
  /* The files' words stay as they were. */
  assert_text (valet_result_contract_text (&r), "4HX");
  assert_text (valet_result_lead_text (&r), "CQ");

  r.lead_rank = 0;
  assert_text (valet_result_lead_symbols (&r), "");
  r.level = 0;
  assert_text (valet_result_contract_symbols (&r), "");
  assert_text (valet_result_relative_text (&r), "");
}

/* Seat and denomination letters read back to what they are written
 * from, in either case; nothing else reads as one. */
static void
test_letters (void)
{
  for (ValetSeat seat = VALET_NORTH; seat <= VALET_WEST; seat++)
    {
      ValetSeat back = VALET_WEST + 1;
      g_assert_true (valet_seat_from_letter (valet_seat_letter (seat), &back));
      g_assert_cmpint (back, ==, seat);
      g_assert_true (valet_seat_from_letter (g_ascii_tolower (valet_seat_letter (seat)), &back));
      g_assert_cmpint (back, ==, seat);
    }
  for (ValetDenom d = VALET_SPADES; d <= VALET_NOTRUMP; d++)
    {
      ValetDenom back = VALET_NOTRUMP + 1;
      g_assert_true (valet_denom_from_letter (valet_denom_short_name (d)[0], &back));
      g_assert_cmpint (back, ==, d);
    }
  for (const char *c = "AXZ0 -"; *c; c++)
    {
      ValetSeat seat;
      ValetDenom denom;
      g_assert_false (valet_seat_from_letter (*c, &seat));
      g_assert_false (valet_denom_from_letter (*c, &denom));
    }
  ValetSeat seat;
  ValetDenom denom;
  g_assert_false (valet_seat_from_letter ('\0', &seat));
  g_assert_false (valet_denom_from_letter ('\0', &denom));
}

/* A result keeps the greatest value of each of its small enumerations
 * in its bits, through the tournament, and takes 40 bytes (ten million
 * results: 400 MB). */
static void
test_result_bits (void)
{
  g_autoptr (ValetTournament) t = valet_tournament_new ();
  ValetResult r = { .round = VALET_MAX_ROUND, .board = VALET_MAX_BOARD, .level = 7,
                    .denom = VALET_NOTRUMP, .mult = VALET_REDOUBLED,
                    .declarer = VALET_WEST, .tricks = 13, .lead_rank = 14,
                    .lead_suit = VALET_CLUBS, .kind = VALET_RESULT_ARTIFICIAL,
                    .side = VALET_SIDE_EW, .percent = { 100, 60 }, .weight = 0.5f,
                    .line = G_MAXUINT };

  g_assert_cmpuint (sizeof (ValetResult), ==, 40);
  valet_tournament_add_result (t, &r);
  const ValetResult *back = valet_tournament_result (t, 0);
  g_assert_cmpuint (back->round, ==, VALET_MAX_ROUND);
  g_assert_cmpuint (back->board, ==, VALET_MAX_BOARD);
  g_assert_cmpuint (back->level, ==, 7);
  g_assert_cmpuint (back->denom, ==, VALET_NOTRUMP);
  g_assert_cmpuint (back->mult, ==, VALET_REDOUBLED);
  g_assert_cmpuint (back->declarer, ==, VALET_WEST);
  g_assert_cmpuint (back->tricks, ==, 13);
  g_assert_cmpuint (back->lead_rank, ==, 14);
  g_assert_cmpuint (back->lead_suit, ==, VALET_CLUBS);
  g_assert_cmpuint (back->kind, ==, VALET_RESULT_ARTIFICIAL);
  g_assert_cmpuint (back->side, ==, VALET_SIDE_EW);
  g_assert_cmpuint (back->percent[0], ==, 100);
  g_assert_cmpuint (back->percent[1], ==, 60);
  g_assert_cmpfloat (back->weight, ==, 0.5f);
  g_assert_cmpuint (back->line, ==, G_MAXUINT);
  /* A lead suit may be no trump where a file carries it over (the
   * reference's lead clouds key on it). */
  r.lead_suit = VALET_NOTRUMP;
  g_assert_cmpuint (r.lead_suit, ==, VALET_NOTRUMP);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bridge/letters", test_letters);
  g_test_add_func ("/bridge/score/made", test_score_made);
  g_test_add_func ("/bridge/score/overtricks", test_score_overtricks);
  g_test_add_func ("/bridge/score/doubled-made", test_score_doubled_made);
  g_test_add_func ("/bridge/score/undertricks", test_score_undertricks);
  g_test_add_func ("/bridge/score/passed-out", test_score_passed_out);
  g_test_add_func ("/bridge/score/ns-sign", test_ns_score_sign);
  g_test_add_func ("/bridge/score/monotone", test_score_monotone);
  g_test_add_func ("/bridge/names", test_names);
  g_test_add_func ("/bridge/vulnerability", test_vulnerability);
  g_test_add_func ("/bridge/imps/table", test_imps_table);
  g_test_add_func ("/bridge/imps/rounding", test_imps_rounding);
  g_test_add_func ("/bridge/imps/symmetric", test_imps_symmetric_monotone);
  g_test_add_func ("/bridge/imps/capped", test_imps_capped);
  g_test_add_func ("/bridge/imps/thresholds", test_imp_thresholds);
  g_test_add_func ("/bridge/mp-compare", test_mp_compare);
  g_test_add_func ("/bridge/text/symbols", test_symbols);
  g_test_add_func ("/bridge/text/relative", test_relative);
  g_test_add_func ("/bridge/text/sort-keys", test_sort_keys);
  g_test_add_func ("/bridge/text/result", test_result_text);
  g_test_add_func ("/bridge/result-bits", test_result_bits);

  return g_test_run ();
}
