/* bws-fixtures.c: small Bridgemate databases for the tests. */
#include "bws-fixtures.h"

#include "bws-writer.h"

static const BwsColumn received_data[] = {
  { "ID", BWS_LONG, 0 }, { "Section", BWS_INT, 0 }, { "Table", BWS_INT, 0 },
  { "Round", BWS_INT, 0 }, { "Board", BWS_INT, 0 }, { "PairNS", BWS_INT, 0 },
  { "PairEW", BWS_INT, 0 }, { "Declarer", BWS_INT, 0 }, { "NS/EW", BWS_TEXT, 2 },
  { "Contract", BWS_TEXT, 10 }, { "Result", BWS_TEXT, 10 }, { "LeadCard", BWS_TEXT, 10 },
  { "Remarks", BWS_TEXT, 255 }, { "DateLog", BWS_DATETIME, 0 },
  { "TimeLog", BWS_DATETIME, 0 }, { "Processed", BWS_BOOL, 0 },
  { "Erased", BWS_BOOL, 0 }, { "SuspiciousContract", BWS_INT, 0 },
};

static const BwsColumn player_numbers[] = {
  { "Section", BWS_INT, 0 }, { "Table", BWS_INT, 0 }, { "Direction", BWS_TEXT, 2 },
  { "Number", BWS_TEXT, 16 }, { "Name", BWS_TEXT, 18 }, { "Round", BWS_INT, 0 },
  { "Updated", BWS_BOOL, 0 }, { "TimeLog", BWS_DATETIME, 0 },
};

static const BwsColumn player_names[] = {
  { "ID", BWS_LONG, 0 }, { "Name", BWS_TEXT, 18 }, { "strID", BWS_TEXT, 18 },
};

static const BwsColumn section[] = {
  { "ID", BWS_INT, 0 }, { "Letter", BWS_TEXT, 3 }, { "Tables", BWS_INT, 0 },
  { "MissingPair", BWS_INT, 0 }, { "Session", BWS_INT, 0 }, { "ScoringType", BWS_INT, 0 },
};

static const BwsColumn session[] = {
  { "ID", BWS_INT, 0 }, { "Name", BWS_TEXT, 40 }, { "Date", BWS_DATETIME, 0 },
  { "Time", BWS_DATETIME, 0 }, { "GUID", BWS_TEXT, 80 }, { "ShowInApp", BWS_BOOL, 0 },
};

static const BwsColumn round_data[] = {
  { "Section", BWS_INT, 0 }, { "Table", BWS_INT, 0 }, { "Round", BWS_INT, 0 },
  { "NSPair", BWS_INT, 0 }, { "EWPair", BWS_INT, 0 }, { "LowBoard", BWS_INT, 0 },
  { "HighBoard", BWS_INT, 0 }, { "CustomBoards", BWS_TEXT, 255 },
};

#define ADD_TABLE(w, name, columns) \
  bws_writer_add_table (w, name, columns, G_N_ELEMENTS (columns))

static void
add_rows (BwsWriter *w, const char *const *rows)
{
  for (guint i = 0; rows[i] != NULL; i++)
    bws_writer_add_row (w, rows[i]);
}

static void
add_session (BwsWriter *w, const char *name)
{
  ADD_TABLE (w, "Session", session);
  g_autofree char *row = g_strdup_printf ("1|%s|2026-01-26|10:03:37|0123456789ABCDEF|0", name);
  bws_writer_add_row (w, row);
}

/* ReceivedData rows: ID|Section|Table|Round|Board|PairNS|PairEW|Declarer|
 * NS/EW|Contract|Result|LeadCard|Remarks|DateLog|TimeLog|Processed|Erased|
 * SuspiciousContract.  A three-table Mitchell, one board a round: the
 * East-West pairs move up a table, the boards down. */
static const char *const club_results[] = {
  "1|1|1|1|1|1|1|1|N|3 NT|=|S8||2026-01-26|10:13:02|1|0|0",
  "2|1|2|1|2|2|2|2|E|4 S x|-2|HT||2026-01-26|10:14:41|1|0|0",
  "3|1|3|1|3|3|3|3|S|2 H|+1|D10||2026-01-26|10:14:50|1|0|0",
  "4|1|1|2|2|1|3|3|W|PASS||||2026-01-26|10:32:10|1|0|0",
  "5|1|2|2|3|2|1|2|N|1 NT|+3|CA||2026-01-26|10:33:00|1|1|0",
  "6|1|2|2|3|2|1|2|N|1 NT|+2|CA||2026-01-26|10:34:00|1|0|0",
  "7|1|3|2|1|3|2|2|E|3 NT|-1|SK||2026-01-26|10:41:00|1|0|0",
  "8|1|3|2|1|3|2|2|E|3 NT|=|SK||2026-01-26|10:52:30|1|0|0",
  "10|1|1|3|3|1|2|1|N||||Not played|2026-01-26|10:58:00|1|0|0",
  "11|1|2|3|1|2|3|2|S|4 S|=|||2026-01-26|11:01:00|1|0|0",
  "12|1|3|3|2|3|1|1|W|2 S|=|||2026-01-26|11:02:00|1|0|0",
  "21|2|1|1|1|1|1|1|S|3 NT|+1|H5||2026-01-26|10:15:00|1|0|0",
  "22|2|2|1|2|2|2|2|W|4 S|=|C2||2026-01-26|10:16:00|1|0|0",
  "23|2|3|1|3|3|3|3|N|2 H|-1|||2026-01-26|10:17:00|1|0|0",
  "24|2|1|2|2|1|3|3|E|1 S|+2|ST||2026-01-26|10:35:00|1|0|0",
  "25|2|2|2|3|2|1|1|W|2 S|=|||2026-01-26|10:36:00|1|0|0",
  "26|2|3|2|1|3|2|3|N|3 C|+1|||2026-01-26|10:37:00|1|0|0",
  "27|2|1|3|3|1|2|1|N|3 NT|=|||2026-01-26|10:55:00|1|0|0",
  "28|2|2|3|1|2|3|3|E|4 H|-3|||2026-01-26|10:56:00|1|0|0",
  "29|2|3|3|2|3|1|3|S|4 S x|=|||2026-01-26|10:57:00|1|0|0",
  NULL
};

/* Section|Table|Direction|Number|Name|Round|Updated|TimeLog */
static const char *const club_players[] = {
  "1|1|N|1001|John Smith|0|0|2026-01-26 10:07:20",
  "1|1|E|1002|Anna Berg|0|0|2026-01-26 10:07:20",
  "1|1|S|1003||0|0|2026-01-26 10:07:20",
  "1|1|W|1004|Piet Jansen|0|0|2026-01-26 10:07:20",
  "1|2|N|1005|Mary Brown|0|0|2026-01-26 10:06:57",
  "1|2|E|1006|Zo\xEB \xC5ngstr\xF6m|0|0|2026-01-26 10:06:57",
  "1|2|S|1007|Tom White|0|0|2026-01-26 10:06:57",
  "1|2|W|1008|Lisa Green|0|0|2026-01-26 10:06:57",
  "1|3|N|1009|Hans Vos|0|0|2026-01-26 10:07:40",
  "1|3|E|1010|Eva Dam|0|0|2026-01-26 10:07:40",
  "1|3|S|1011|Joe Kim|0|0|2026-01-26 10:07:40",
  "1|3|W|1012|Amy Fox|0|0|2026-01-26 10:07:40",
  "2|1|N|2001|Ken Adams|0|0|2026-01-26 10:08:00",
  "2|1|E|2002|Sara Lee|0|0|2026-01-26 10:08:00",
  "2|1|S|2003|Bob Clark|0|0|2026-01-26 10:08:00",
  "2|2|N|2005|Ruth King|0|0|2026-01-26 10:08:30",
  "2|2|E|2006|Paul Hall|0|0|2026-01-26 10:08:30",
  "2|2|S|2004|John Smith|0|0|2026-01-26 10:08:30",
  "2|2|W|2008|Nina Young|0|0|2026-01-26 10:08:30",
  "2|3|N|2009|Dan Ross|0|0|2026-01-26 10:08:45",
  "2|3|E|2010|Ivy Park|0|0|2026-01-26 10:08:45",
  "2|3|S|2011|Max Bell|0|0|2026-01-26 10:08:45",
  "2|3|W|2012|Liz Ward|0|0|2026-01-26 10:08:45",
  NULL
};

/* Section|Table|Round|NSPair|EWPair|LowBoard|HighBoard|CustomBoards */
static const char *const club_rounds[] = {
  "1|1|1|1|1|1|1|", "1|2|1|2|2|2|2|", "1|3|1|3|3|3|3|",
  "1|1|2|1|3|2|2|", "1|2|2|2|1|3|3|", "1|3|2|3|2|1|1|",
  "1|1|3|1|2|3|3|", "1|2|3|2|3|1|1|", "1|3|3|3|1|2|2|",
  "2|1|1|1|1|1|1|", "2|2|1|2|2|2|2|", "2|3|1|3|3|3|3|",
  "2|1|2|1|3|2|2|", "2|2|2|2|1|3|3|", "2|3|2|3|2|1|1|",
  "2|1|3|1|2|3|3|", "2|2|3|2|3|1|1|", "2|3|3|3|1|2|2|",
  NULL
};

GBytes *
bws_fixture_club (void)
{
  g_autoptr (BwsWriter) w = bws_writer_new ();
  static const char *const sections[] = { "1|A  |3|0|1|1", "2|B  |3|0|1|1", NULL };
  static const char *const names[] = { "1003|Carol Jones|1003", "9999|Someone Else|9999",
                                       NULL };

  add_session (w, "Club Pairs");
  ADD_TABLE (w, "Section", section);
  add_rows (w, sections);
  ADD_TABLE (w, "ReceivedData", received_data);
  add_rows (w, club_results);
  ADD_TABLE (w, "PlayerNumbers", player_numbers);
  add_rows (w, club_players);
  ADD_TABLE (w, "PlayerNames", player_names);
  add_rows (w, names);
  ADD_TABLE (w, "RoundData", round_data);
  add_rows (w, club_rounds);
  return bws_writer_finish (w);
}

static GBytes *
howell (const char *received_data_properties, const char *scoring_type)
{
  g_autoptr (BwsWriter) w = bws_writer_new ();
  static const char *const results[] = {
    "1|1|1|1|1|1|2|1|N|3 NT|=|||2026-02-02|19:40:00|1|0|0",
    "2|1|2|1|2|3|4|4|E|2 S|=|||2026-02-02|19:41:00|1|0|0",
    "3|1|1|2|1|4|3|4|S|4 H|-1|||2026-02-02|20:00:00|1|0|0",
    "4|1|2|2|2|2|1|1|W|1 NT|+1|||2026-02-02|20:01:00|1|0|0",
    NULL
  };
  g_autofree char *section_row = g_strdup_printf ("1|A|2|0|1|%s", scoring_type);

  ADD_TABLE (w, "Section", section);
  bws_writer_add_row (w, section_row);
  ADD_TABLE (w, "ReceivedData", received_data);
  if (received_data_properties)
    bws_writer_set_properties (w, received_data_properties);
  add_rows (w, results);
  ADD_TABLE (w, "PlayerNumbers", player_numbers);
  return bws_writer_finish (w);
}

GBytes *
bws_fixture_howell (void)
{
  return howell (NULL, "1");
}

GBytes *
bws_fixture_howell_scored (const char *scoring_type)
{
  return howell (NULL, scoring_type);
}

GBytes *
bws_fixture_endless_properties (void)
{
  /* "KKD\0", then a record of length 0 and type 0x80 (property names). */
  return howell ("4B4B4400" "00000000" "8000", "1");
}

GBytes *
bws_fixture_bad_rows (void)
{
  g_autoptr (BwsWriter) w = bws_writer_new ();
  static const char *const results[] = {
    "1|1|1|1|1|1|1|1|N|8 NT|=|||2026-02-02|19:40:00|1|0|0",
    "2|1|1|1|2|1|1|1|N|6 NT|+9|||2026-02-02|19:41:00|1|0|0",
    "3|1|1|1|3|1|1|1|S|2 S|=|X9||2026-02-02|19:42:00|1|0|0",
    "4|1|1|1|4|1|1|1|Q|2 S|=|||2026-02-02|19:43:00|1|0|0",
    "5|1|2|1|1|2|2|2|W|4 S|+1|||2026-02-02|19:44:00|1|0|0",
    "6|1|2|1|2|2|2|2|N|2 NT|= 1|||2026-02-02|19:45:00|1|0|0",
    "7|1|2|1|3|2|2|2|E|3 D|-1|D2||2026-02-02|19:46:00|1|0|0",
    NULL
  };

  ADD_TABLE (w, "ReceivedData", received_data);
  add_rows (w, results);
  return bws_writer_finish (w);
}

/* Records without a contract, as Bridgemate Control Software and
 * TabScore write adjusted boards: Remarks "60%-40%" (North-South's
 * first), "Arbitral score" (given in the scoring program), "Not
 * played". */
GBytes *
bws_fixture_adjusted (void)
{
  g_autoptr (BwsWriter) w = bws_writer_new ();
  static const char *const results[] = {
    "1|1|1|1|1|1|1|1|N|3 NT|=|S8||2026-02-02|19:40:00|1|0|0",
    "2|1|2|1|1|2|2|2|N||||60%-40%|2026-02-02|19:41:00|1|0|0",
    "3|1|3|1|1|3|3|3|N||||50% - 60%|2026-02-02|19:42:00|1|0|0",
    "4|1|4|1|1|4|4|4|N||||Arbitral score|2026-02-02|19:43:00|1|0|0",
    "5|1|5|1|1|5|5|5|N||||Not played|2026-02-02|19:44:00|1|0|0",
    "6|1|6|1|1|6|6|6|S|4 S|-1|||2026-02-02|19:45:00|1|0|0",
    NULL
  };

  ADD_TABLE (w, "ReceivedData", received_data);
  add_rows (w, results);
  return bws_writer_finish (w);
}

GBytes *
bws_fixture_sit_out (void)
{
  g_autoptr (BwsWriter) w = bws_writer_new ();
  static const char *const results[] = {
    "1|1|1|1|1|1|2|1|N|3 NT|=|S8||2026-02-02|19:40:00|1|0|0",
    "2|1|1|1|2|1|2|2|E|2 H|-1|||2026-02-02|19:41:00|1|0|0",
    "3|1|2|1|1|3|0|0|N|||||2026-02-02|19:42:00|1|0|0",
    "4|1|2|1|2|3|0|0|N|||||2026-02-02|19:43:00|1|0|0",
    "5|1|1|2|3|1|3|1|S|4 S|=|H2||2026-02-02|19:50:00|1|0|0",
    "6|1|1|2|4|1|3|3|W|1 NT|+1|||2026-02-02|19:51:00|1|0|0",
    "7|1|2|2|3|0|2|0|N|||||2026-02-02|19:52:00|1|0|0",
    "8|1|2|2|4|0|2|0|N|||||2026-02-02|19:53:00|1|0|0",
    "9|1|3|3|5|3|4|0|N|||||2026-02-02|20:00:00|1|0|0",
    NULL
  };
  /* Section|Table|Direction|Number|Name|Round|Updated|TimeLog */
  static const char *const players[] = {
    "1|3|E|901|Phantom|3|0|2026-02-02 19:30:00", "1|3|W|902|Phantom|3|0|2026-02-02 19:30:00", NULL
  };

  ADD_TABLE (w, "ReceivedData", received_data);
  add_rows (w, results);
  ADD_TABLE (w, "PlayerNumbers", player_numbers);
  add_rows (w, players);
  return bws_writer_finish (w);
}

GBytes *
bws_fixture_teams (void)
{
  g_autoptr (BwsWriter) w = bws_writer_new ();
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_free);
  /* round -> the teams at tables 1 to 4 (NS team, EW team) */
  static const guint pairs[2][4][2] = {
    { { 1, 2 }, { 2, 1 }, { 3, 4 }, { 4, 3 } },
    { { 1, 3 }, { 3, 1 }, { 2, 4 }, { 4, 2 } },
  };
  guint id = 1;

  for (guint round = 1; round <= 2; round++)
    for (guint table = 1; table <= 4; table++)
      for (guint board = 1; board <= 2; board++, id++)
        g_ptr_array_add (rows, g_strdup_printf ("%u|1|%u|%u|%u|%u|%u|%u|N|%u S|=|||"
                                                "2026-02-02|20:%02u:00|1|0|0",
                                                id, table, round, board,
                                                pairs[round - 1][table - 1][0],
                                                pairs[round - 1][table - 1][1],
                                                pairs[round - 1][table - 1][0],
                                                1 + (table + board + round) % 4, id));
  g_ptr_array_add (rows, NULL);
  ADD_TABLE (w, "ReceivedData", received_data);
  add_rows (w, (const char *const *) rows->pdata);
  g_ptr_array_unref (rows);
  return bws_writer_finish (w);
}
