"""Scenarios about highlighting: `--highlight` draws links, mentions, tags and code in styles of their own, in colour
or, under NO_COLOR, in underline and bold only; the text itself is unchanged."""

from harness import require, scenario, styled_row

LINE = "see https://example.com now"
URL = "https://example.com"


def url_and_rest_styles(session):
    """The styles of the URL's characters and of the rest of the line's characters, as two sets."""
    cells = styled_row(session, LINE)
    require(cells is not None, f"no row shows '{LINE}': {session.screen()}")
    text = "".join(character for character, _ in cells)
    start = text.index(LINE)
    url_start = start + LINE.index(URL)
    url = {style for _, style in cells[url_start:url_start + len(URL)]}
    rest = {style for index, (character, style) in enumerate(cells[start:start + len(LINE)], start)
            if not url_start <= index < url_start + len(URL) and character != " "}
    return url, rest


@scenario("--highlight draws the URL of 'see https://example.com now' in a style the rest of the line lacks")
def highlight_draws_a_link(h):
    """The URL's characters share one style, which no other character of the line has; Enter prints the text as
    it was typed."""
    s = h.start("highlight-link", 60, 10, "--highlight", "--value", LINE)
    require(s.shows(URL), "no box")
    url, rest = url_and_rest_styles(s)
    require(len(url) == 1 and next(iter(url)), f"the URL is not drawn in one style of its own: {url}")
    require(not url & rest, f"the rest of the line shares the URL's style: {url} and {rest}")
    require("4" in next(iter(url)), f"the URL is not underlined: {url}")
    s.send_keys("Enter")
    require(s.wait_exit(), "no exit after Enter")
    s.expect_stdout(LINE + "\n")


@scenario("--highlight under NO_COLOR: the URL underlined, a mention bold, and no colour at all")
def highlight_without_colour(h):
    """With NO_COLOR set, the URL is underlined and `@ana` bold, and no foreground colour is used anywhere."""
    wrapped = h.wrapped("no-color", "export NO_COLOR=1")
    s = h.start("highlight-no-color", 60, 10, "--highlight", "--value", LINE + " @ana", binary=wrapped)
    require(s.shows("@ana"), "no box")
    cells = styled_row(s, LINE)
    colours = {parameter for _, style in cells for parameter in style
               if parameter.isdigit() and (30 <= int(parameter) <= 37 or 90 <= int(parameter) <= 97)}
    require(not colours, f"colours under NO_COLOR: {colours}")
    url, _ = url_and_rest_styles(s)
    require(url == {frozenset({"4"})}, f"the URL is drawn as {url}, expected underlined only")
    text = "".join(character for character, _ in cells)
    mention = text.index("@ana")
    require({style for _, style in cells[mention:mention + 4]} == {frozenset({"1"})}, "the mention is not bold")


@scenario("chat highlights by default and --no-highlight turns it off")
def chat_highlights_by_default(h):
    """In chat the URL has a style of its own without any option; with --no-highlight the line is drawn plain."""
    s = h.start("highlight-chat", 60, 10, "chat", "--value", LINE)
    require(s.shows(URL), "no box")
    url, rest = url_and_rest_styles(s)
    require(len(url) == 1 and next(iter(url)) and not url & rest, f"chat does not highlight: {url}, {rest}")
    plain = h.start("highlight-off", 60, 10, "chat", "--no-highlight", "--value", LINE)
    require(plain.shows(URL), "no box")
    url, rest = url_and_rest_styles(plain)
    require(url == {frozenset()}, f"--no-highlight still styles the URL: {url}")
