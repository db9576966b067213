"""Every threshold of the word-alignment table reader (``engine.ingest.word_table``) and of page
triage, each with the figure it was set from. Measured on the corpus pages named; re-check with
``bench/picture_tables.py`` (self-check against vector tables) and ``bench/table_census.py``
(tables found per document, false positives on prose).
"""

# --- fragments and rows (typography, not tuned: word spaces are 0.25-0.35 em, gutters >= 1 em)
FRAGMENT_GAP = 1.0  # a gap wider than this x line height ends a cell's text
# A bullet hangs at most this x text height before its item (1-2 em in the Evac/HDEC tables;
# OCR's boxes are 1.2-1.4 x the letters' height); a "-" further away is a cell ("no value")
BULLET_HANG = 2.5
# A superscript OCR boxed apart ("2" of mm² over "0.75mm", HDEC p23 as an upscaled picture): at
# most SUPERSCRIPT_CHARS characters, not all letters, at most SUPERSCRIPT_HEIGHT x the height of
# the word it follows (0.6 there; a line's words differ by 0.8-1.2), its left edge within
# SUPERSCRIPT_REACH x that height of the word's end (it overlaps "mm" by 5 px of 43).
SUPERSCRIPT_CHARS = 2
SUPERSCRIPT_HEIGHT = 0.75
SUPERSCRIPT_REACH = 0.3
ROW_OVERLAP = 0.5  # two fragments are one row when their centres are this x height apart or less
BLOCK_GAP = 2.5  # rows further apart than this x line height start a new block

# --- blocks and columns
MAX_SINGLE_RUN = 2  # one-fragment rows ("Elbows:" group labels) allowed in a row inside a table
DENSE_SHARE = 0.6  # rows with at least this share of the fullest row's fragments set the gutters
GUTTER_MIN = 0.5  # a gutter is at least this x median text height wide
# A gutter found from the projection of all lines, which many lines flank on both sides, may be
# narrower: a right-aligned column next to a left-aligned one (HDEC p90/p91 "CCC Enable | 0, 1":
# 0.35-0.5 text heights). Word spaces inside a cell are not gaps between fragments.
PROFILE_GUTTER_MIN = 0.3
GUTTER_CROSS_SHARE = 0.2  # a gutter crossed by more of the block's lines than this is no gutter
# A gutter found from all lines (not only the dense rows) has text on both sides in at least this
# share of the lines (Evac p30 with rules erased: 8 of 22 lines hold a problem and a cause, 0.36;
# HDEC p19's merged cross-section column 6 of 17, 0.35; a ragged column edge: 0; at 0.15 the
# labels of a dimension drawing (Evac p45) fell into columns too)
GUTTER_SIDES_SHARE = 0.3
# (lab p36: the spanning "Nominal diameter, in" and "Screwed"/"Flanged" cross 1-2 of 18 lines;
# Evac p58 as a picture: loose word spaces inside remedies open strips that 5 of 12 lines cross)
SPAN_MIN_SHARE = 0.15  # a fragment covers a column when this share of its width lies in it

# --- what counts as a table (issue 10: ">= 3 aligned columns over >= 3 rows")
MIN_COLS = 3
MIN_PICTURE_COLS = 2  # a picture is already one unit: a two-column key/value table counts
MIN_ROWS = 3
MAX_HEADER_ROWS = 3  # p36 of the lab manual: diameter / screwed-flanged / sizes
# At least this share of the grid's cells hold text, once wrapped lines are joined. Measured on
# OCR'd pictures: tables — lab p36 0.67, Evac p30 0.82 and p58 0.73, HDEC p97 0.80; charts — P-h
# chart (lab p18) 0.20, psychrometric chart (p32) 0.23, pump chart (p38) 0.43. Lost: HDEC p36's
# input-type table as a picture (0.44: merged cells), close to the pump chart.
MIN_FILL = 0.5
# A wrapped cell's next line sits closer under it than the next row: line spacing leaves
# 0.1-0.4 x text height between lines; ruled rows of the Evac/HDEC tables leave 0.6-1.5.
CONTINUATION_GAP = 0.5
# A line opening in lower case continues the row above when its column's lines mostly open with
# a capital: at least this share of them (Evac p30 with rules erased: 0.6-0.8 of the lines of
# the problem/cause/remedy columns open with a capital, three-line cells give 0.33; a column of
# lower-case symbols or units gives 0-0.1), and no wider blank than WRAP_GAP x text height
# between (OCR'd rows of Evac p30 without rules: -0.05-0.3 apart; a blank line is ~1).
WRAP_CAPITAL_SHARE = 0.3
WRAP_GAP = 0.6
# Rules drawn between the rows of a picture table: at least this many rules per text line inside
# the ruled area (Evac troubleshooting p30 and HDEC p96: 0.35-0.5, wrapped cells of 2-3 lines; lab
# manual p36: 4 rules over 18 lines = 0.22, rules only under the header)
RULED_ROWS_SHARE = 0.3
# Rows anchored on the key (first) column: where the key column holds text on at most this share
# of a table's lines, its entries are multi-line rows (HDEC troubleshooting p97-p99: 0.2-0.3 of
# the lines; a list of one-line rows: 0.9-1.0), and a key line set directly under the key text
# above, filling only columns the row's first line fills and not all of them, continues that
# key cell ("Unequal reactive power" / "OR" / "Unequal power factor" beside one cause column).
KEY_SPARSE_SHARE = 0.5
# ... and a key line under a key-only line continues it when the key-only line is set off the
# grid of lines: it reaches more than this x text height into the line before it or the key
# line under it (HDEC p90 "Auxiliary/": -0.6; lines of one grid lie -0.05-0.3 apart; the Evac
# p56 section title "Water valve opening time" over "Jet 6": +0.6).
KEY_OFF_GRID = 0.2
# A line whose top lies more than this x text height above the bottom of the row above reaches
# into it: a cell's second line beside one-line cells set between its lines (HDEC p102 with
# rules erased: -0.6). Separate rows of OCR'd tables without rules lie -0.05-0.3 apart.
ROW_OVERLAP_JOIN = 0.4
# A cell merged down a column and centred against its rows, without rules, sets its lines off
# the grid of the rows: each reaches into the row above and the row below by at least this x its
# height (HDEC p19/p23 cross-section cells "0.75mm2 / 1.5mm2" with rules erased: 0.29-0.6; lines
# of one grid lie apart or touch: -0.3-0).
OFF_GRID_OVERLAP = 0.2
# Key cells centred against their multi-line rows: taken when sharing the key-less lines out so
# each key sits at the middle of its lines leaves at most this share of the unevenness of
# reading every key as the top of its row (HDEC p90/p103/p105 with rules erased: 0-0.1;
# top-aligned troubleshooting tables p97-p99: 0.5-0.6).
CENTRED_COST_SHARE = 0.25
# Row labels centred against their rows, read line by line (``word_rows.centred_segments``):
# label lines one line apart or adjacent may be one label ("LCD" / "Display" halfway down eleven
# lines, "Up and Down" / "Button" with a description line between, HDEC p86), at most
# CENTRED_KEY_LINES lines (labels of the corpus tables run to 2 lines, HDEC p90's
# "Auxiliary/ Strtup" too; the bound keeps the search small), for CENTRED_KEY_MERGE unevenness
# per extra line: two one-line rows beside one line each
# ("Power LED", "Local LED": 0 either way) stay two; a two-line label at the middle of its
# lines beats two labels each at one end of them (p86: 0.5 against 10).
CENTRED_KEY_LINES = 4
CENTRED_KEY_MERGE = 0.5
RULE_SHARE = 0.4  # ruling segments at one height spanning this share of the table: a row rule

# --- prose guards (NEETS module 5: 131 pages of prose in one column, figure captions; the Evac
# manual's contents pages with dot leaders)
MAX_MEDIAN_CELL_WORDS = 4  # table cells are short; lines of a prose column are 8-14 words
MAX_CELL_WORDS = 10
MAX_LONG_CELL_SHARE = 0.25  # more cells than this longer than MAX_CELL_WORDS: running text
MAX_LEADER_SHARE = 0.2  # more rows than this with dot leaders: a table of contents
# A picture of a page: this many consecutive lines that each run across a column gutter with
# more than MAX_CELL_WORDS words are a paragraph between or under tables, not rows (HDEC p36 as a
# picture without rules: 2-3 line paragraphs of 14-18 words per line between Table 3-3 and 3-4;
# a one-line note or a spanning section title inside a table is one such line at most).
PROSE_RUN = 2
# A page is cut into at most this many columns of text side by side (two-column manuals: the
# generated Tornvik TCM-80 p3, Polarix PX-SOX 25 p3, Hokusei HD-6LE p3). Not tuned.
MAX_PAGE_COLUMNS = 3
# A line at the top or bottom edge on at least this share of a manual's pages is its running
# header or footer, kept out of borderless tables (the generated manuals carry theirs on every
# page but the cover, 9 of 10; a table's header repeated over its continuation pages is on far
# fewer). Not tuned.
RUNNING_HEADER_SHARE = 0.5
# A ruled table's first or last row that is one cell across (this share of the table's width, at
# least) with neither side of the table drawn over this share of its height is the page around
# the table that PyMuPDF framed in (tables._framed_cells; generated Gulfstar HDF-1000 p9, Halvorsen
# HBK-M 40/7 p7: a heading and its prose read as title rows). Not tuned.
FULL_ROW_SHARE = 0.95
FRAMED_SHARE = 0.5
# ... the lines framed in above the table, when at most this many words, are its title and notes
# (HDEC p100: "APPENDIX A. CONFIGURATION PARAMETER LIST Notes: (1) Res: ... (2) DFLT: Default
# value ...", 30 words); more is a section's prose (Halvorsen p7: 120 words). Not tuned.
FRAMED_TITLE_WORDS = 40
# A stroked rectangle at least this high and wide (pt) is a box drawn around text (a NOTE callout:
# generated Tamura TKH-6 p3, read as the header row of the borderless data table under it); the
# words inside it are read apart from the rest of the page. A line of 9 pt text is ~11 pt high.
FRAME_MIN_HEIGHT = 8.0
# A borderless table has no strokes inside (shading is filled, not stroked); the labels of the
# HDEC wiring diagram on p30 that aligned like a table sit among 12 strokes; a header rule or
# two under a borderless header stay below 4.
MAX_TABLE_STROKES = 4
# A borderless table has no column rules either. The lab manual's blank forms (p4, p9: header
# cells of two to four lines over one empty ruled row, hairline rectangles 0.5-1 pt wide) were
# read as tables of their header lines; rules cross their words at every column boundary.
RULE_MAX_WIDTH = 2.0  # pt: a vertical rule is at most this wide (hairlines 0.5-1 pt)
RULE_SPAN_SHARE = 0.5  # a rule runs down at least this share of the candidate's height

# --- page triage (engine.ingest.pages): which pages and pictures need OCR
# A page is a picture under a thin text layer when its text layer is no more than a running
# header and a caption (lab manual p36: 109 chars over a picture covering 52 % of the page; p38:
# 60 chars, 34 %) while real text pages carry 250+ characters (the lab manual's shortest text
# page, p15, has 246 chars; its pages with figures have no image).
THIN_TEXT_CHARS = 200
PICTURE_PAGE_SHARE = 0.25  # pictures covering at least this share of such a page are OCR'd
MIN_PICTURE_SHARE = (
    0.04  # smaller pictures (logos, icons) are not read inline (design choice, not tuned)
)
TABLE_CAPTION_REACH = 40.0  # pt: a "Table N" line this close above/below a picture names a table
# A small vector drawing that the manual captions as a figure ("Figure 2-2 Front Panel Com-0 Port
# Cable Connection": two pin boxes and seven crossing wires, 7 paths) is a figure with fewer than
# diagram_regions.MIN_VECTOR_PATHS paths, when it holds line work (a diagonal or a curve). HDEC
# manual: Figures 2-2, 3-2, 3-6, 3-7, 3-10, 3-11 were dropped as 6-10 paths each; the uncaptioned
# regions of 1-10 paths on the 7 corpus PDFs are rules, frames and boxes (none has a caption).
CAPTIONED_MIN_PATHS = 5

# --- header of a ruled table set in the body's face (engine.ingest.table_header)
# HDEC 2000 terminal tables (p19-24): "Number(Label) | Cross section | Function Description and
# Remarks" — labels of 1-4 words over rows of codes, sizes and sentences.
HEADER_MAX_WORDS = 4
HEADER_MIN_BODY_ROWS = 2  # a header needs at least this many rows under it
# A ruled grid may take in, above its label row, a boxed note and a heading the rules run
# through ("WARNING | Never mix cleaner ..." and "6.1 Maintenance schedule" over "Task | Weekly |
# Monthly | 6 Months | Yearly": generated Polarbrook IC-300 p7, blind held33a pm-094 read after
# its first run: the interval matrix's rows were quoted as bare "x" marks). Up to this many rows
# filling a cell or two above the label row become the table's title. 2: that page's note and
# heading; 0 turns it off. Census of every table of the 120 generated manuals and the 7 corpus
# PDFs, 0 -> 2: three tables change (held28a Castlegate p7, held31a Draftline p9, held33a
# Polarbrook p7), each a header found where none was; the corpus library's passages unchanged.
# No status of the spent questions moves with the three libraries rebuilt (pm-094 itself stays
# declined: its row writes "Replace", not "changing"); it exposed KIND_NOT_HOW_ASKED's case.
HEADER_LEAD_ROWS = 2
# A ruled grid whose only text is its top row, naming every column, over at least this many empty
# ruled rows is a data sheet to fill in (the lab manual's "Q (gal/min) | hf (in. H2O)" over five
# blank lines, p30): kept as a table of that row (table_grid._blank_form). A frame with one line
# of text and one or two blank lines (a signature box) is not. Not tuned on questions.
FORM_MIN_BLANK_ROWS = 3

# --- orientation before OCR (engine.ingest.orientation, engine.ingest.ocr). Not tuned: checked
# on the Evac p23 page turned 0/90/180/270 (all four read the same 43 lines) and the lab manual's
# sideways psychrometric chart (p32, found at 90 degrees).
TALL_RATIO = 1.5  # a box this many times taller than wide holds sideways text
MIN_TALL_BOXES = 3  # fewer tall boxes than this decide nothing (a rotated axis label)
SIDEWAYS_SHARE = 0.5  # tall boxes are at least this share of all boxes (and outnumber wide ones)
ORIENTATION_SAMPLE = 8  # biggest boxes read both ways to tell a 90 from a 270 degree turn
FLIPPED_PAGE_SHARE = 0.5  # more lines than this read better upside down: the page is turned 180
# A text-layer page whose characters run up or down the page (a landscape table set sideways on a
# portrait page, with or without the page's /Rotate turning it for display) has its tables read on
# an upright copy of the page (engine.ingest.upright). Not tuned: a generated sideways table page
# is 1.0 sideways; no page of the 72 generated manuals is above 0.0, and the corpus's only page
# above 0.2 is the lab manual's sideways psychrometric chart (p23: 0.69, a drawing).
SIDEWAYS_TEXT_SHARE = 0.6

# --- word spaces in OCR'd lines (engine.ingest.ocr). The recogniser drops many spaces; they are
# put back where the crop has a blank run between two characters. Measured on 150 dpi renders of
# text-layer pages against their text layer (tuned on HDEC p13/40/90 and Evac p10/14, checked on
# HDEC p10 and Evac p12): between two letters, the blank runs the model dropped a space at are
# >= 0.29 x ink height for 95 % (5-6 px at 10 pt), the gaps inside words <= 0.19 x for 99 %
# (0-3 px); 0.30 missed 23 of 392 dropped spaces ("befullysealed", "TheEvacplant"), 0.24 misses 11
# (their gap is 0: ink of a neighbouring line runs through it) and splits no more words (4 both,
# all at digits or points). Digits and punctuation keep the wider SPACE_GAP_RATIO of ocr.py:
# a "1" is set with wide side bearings ("u<1 k" would split); so is a capital before the
# lower-case letters of its word ("If" split to "I f" on HDEC p97-99 at 0.24): it keeps 0.3 too.
LETTER_SPACE_GAP_RATIO = 0.24
# A horizontal ink run longer than this x the crop's height is a rule or an underline, not a
# letter (a letter is at most ~1 em wide, a detector box ~1.2-1.5 em high). In the self-check's
# ruled-table pictures the row rule inside the crop glued whole cells ("Checkelectrical",
# "Checkthattheexcitationoncommand"): 33 glued words upright against 13 with the rules erased.
RULE_RUN_RATIO = 2.0

# --- ruled tables in pictures (engine.ingest.picture_grid). A ruled 2x2 table has three
# horizontal and three vertical rules (the same count tables._rule_area asks of a vector page).
GRID_MIN_RULES = 3
# Rule ends closer than this share of the text height (3 px at least) are the same edge: rules of
# one frame end within 1-4 px of each other at 150 dpi; rows are a text height or more apart.
GRID_SNAP_SHARE = 0.5
# In a picture, ruled tables hold at least this share of its words (the corpus's picture tables
# hold 0.8-1.0 — a caption or note outside; the Evac p45 installation drawing's dimension lines
# box 6 of its ~60 words into a "grid": 0.1).
GRID_MIN_WORD_SHARE = 0.5
# A ruled grid whose edges run on as rules of a bigger frame, both across and down, by at least
# this share of its width and height: a panel in the corner of a drawing's border (the scanned
# manual's p42 test-coupon title block: its bottom rule runs on 0.7 of its width, its right
# rule 2.1 of its height). A table's own frame ends at its corners (0 on the 42 self-check
# tables as pictures).
FRAME_RUN_SHARE = 0.4

# --- ruling segments of a picture table (engine.ingest.orientation.ruling); typographic
RULE_DARK = 160  # grey level below which a pixel is ink (white paper 255, print < 100)
SEGMENT_MIN_SHARE = 0.03  # horizontal dark runs shorter than this share of the width are letters
# A rule is at most this share of the text height thick (6 px at least): a 1-2 px rule at 150 dpi
# is 4-9 px once a small picture is upscaled for OCR (Evac p23 table 4: 9 px, text 63 px).
RULE_THICK_SHARE = 0.25
# A shaded cell: ink covers at least FILL_DENSITY of a text-line-sized window (Evac p6/p23 dark
# header bands with white letters: 0.7-0.9; black text on paper: 0.2-0.35) and it is at least
# FILL_MIN_PX pixels high.
FILL_MIN_PX = 9
FILL_DENSITY = 0.6
# A column of a shaded band this many grey levels lighter or darker than the shade over 90 % of
# the band's height is a cell separator (Evac p6 header: shade 118-137, black separators 4-16;
# white letters cover at most two thirds of the band's height).
FILL_SEPARATOR_CONTRAST = 40
# A tinted band: a light grey fill behind black text (HDEC header rows: grey 241 on white 255),
# pixels between TINT_MIN and TINT_MAX over at least TINT_ROW_SHARE of the table's width (HDEC
# p30/p47/p54/p98 header bands 0.5-0.9 of the row; rows of black text on white paper, with their
# letters' grey edges, 0.01-0.05). Bands closer than TINT_JOIN x text height are one band (the
# white line between the two header rows of HDEC p30 is 0.2 text heights).
TINT_MIN = 200
TINT_MAX = 250
TINT_ROW_SHARE = 0.4
TINT_JOIN = 0.5

# --- drawing or table (engine.ingest.drawn_ink): ink that is neither OCR'd text nor a straight
# horizontal/vertical run, as a share of the candidate's box widened by DRAWING_REACH text heights.
# Measured (bench/picture_tables.py --cache, bench/table_census.py): the 42 self-check tables in
# all three variants (121 candidates) 0.0000-0.0010; the corpus's true OCR tables (lab p36, the
# scanned manual's schedule p5-7 and chart p41) 0.0000-0.0009; labelled drawings of the scanned
# manual (p26, p31 x3) 0.0054-0.0078, the Evac p45 installation drawing 0.0032; HDEC software
# screens whose candidate takes in the menu and tool bars 0.0022-0.0030, parameter grids alone
# 0.0000-0.0008. The limit sits at twice the highest true table.
MAX_STRAY_INK = 0.002
# Labels sit within a few lines of what they name (p26's "60 Degree Unified Thread Form" under
# its thread drawing: 0.0006 at 2 text heights, 0.0068 at 4); a table's own box at 4 text
# heights still holds only text and rules.
DRAWING_REACH = 4.0
TEXT_BOX_PAD = 0.15  # x text height around an OCR'd word box: its letters' ink, not drawing
# A lone "-" cell the text detector missed (engine.ingest.drawn_ink.lone_dashes): HDEC p54 as a
# picture without rules, text boxes 49 px high: its 17 dashes are 8-10 px wide (0.16-0.2 x),
# 4 px thick (0.08 x), aspect 2-2.5, the nearest ink a column away; pieces of a cut-off text line
# at the picture's edge lie 3-10 px from each other. A dash is DASH_MIN_WIDTH-DASH_MAX_WIDTH x
# the text height wide (an em dash up to 1 em; a rule or "____" is longer), at most
# DASH_MAX_HEIGHT x thick, DASH_MIN_ASPECT times wider than thick, with no other ink outside the
# text boxes within DASH_CLEAR x the text height.
DASH_MIN_WIDTH = 0.1
DASH_MAX_WIDTH = 1.0
DASH_MAX_HEIGHT = 0.15
DASH_MIN_ASPECT = 1.8
DASH_CLEAR = 0.5
STROKE_MIN_SHARE = 0.5  # stray strokes shorter than this x text height are specks of a scan

# --- Sections found from headings (sections.py)
# A chapter-level numbered heading ("3 Installation") has at most this many title words: the
# longest in the corpus's manuals has 4 (Evac "Commissioning and start up", HDEC, NEETS); the
# lab manual's bold numbered list items read as chapters had 11-15 ("1. Enter the measured
# data into Excel as a table and format the cells as shown:").
CHAPTER_TITLE_WORDS_MAX = 8
# A line stands out as a title or heading when it is bold or at least this many points larger
# than the page's body text: a chapter heading (sections.heading_of), a table's title above or
# under it (tables._place), a numbered heading under a picture that is no label of it
# (diagram_regions.grow_to_labels). Not tuned: between a 10 pt body and an 11.5 pt title.
TITLE_LARGER_PT = 1.5

# --- What a figure is searched by (diagram_text.py, figure_citations.py)
# Prose that names a figure ("... in the following manner (fig. 1-3).", "as shown in figure
# 1-17") sits on the figure's page or a page next to it: NEETS Figure 1-3 (p14) is explained on
# p13, Figure 1-18 (p34) on p33, Figure 4-12 (p105) on p104; the Evac and HDEC manuals cite their
# figures on the same page or the one before. Two pages either side also holds a figure set a
# page further on by layout; beyond that, a training book's later chapters reuse the number
# ("Figure 1" of each lab), so the window stays small.
CITE_PAGE_SPAN = 2
# Characters of citing prose kept per figure (the citing sentence and the ones after it that go
# on explaining): the embedding reads at most 256 word pieces, caption and labels come first
# (NEETS captions 10-15 pieces, labels 20-60), the nearby text 300 characters (~70 pieces);
# 400 characters are ~90 pieces, so a figure with a few dozen labels is still read whole.
CITED_CHARS = 400
# One citing sentence and what follows it are cut here, so one figure named in two places
# keeps both.
CITED_RUN_CHARS = 300
# Review questions ("Q5. What ... ?") wrap over at most this many lines before their "?" (NEETS:
# one or two). Typography, not tuned.
QUESTION_LINES = 3
# A numbered line of at most this many words without a full stop is a heading: the prose after it
# is a new paragraph (as diagram_text's heading test: 14 words). Not tuned.
HEADING_WORDS = 14
