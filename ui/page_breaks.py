"""Tables kept whole across the pages of a printed document.

Qt's rich text paginates row by row: a table that would fit on a page may still start near
a page's foot and end on the next (the skins table of a night split across the page break,
issue 30 §5). Before printing, each table that crosses a page break but fits on one page
moves to the next page, with the headings and the short lines that lead into it (its
format's name, its headline), so a heading never stays behind at a page's foot. A table
longer than a page cannot be kept whole: its first row, the column names, is repeated at
the top of each page it runs onto.

CSS would say ``page-break-inside: avoid``; Qt reads only ``page-break-before``/``-after``,
so the breaks are set on the laid-out document, table by table from the top, as each move
shifts the ones after it.
"""

from __future__ import annotations

from PySide6.QtGui import (
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

__all__ = ["frame_pages", "keep_tables_whole"]

LEAD_IN_BLOCKS = 4
"""At most this many headings and one-line paragraphs before a table move with it."""

ALWAYS = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
AUTO = QTextFormat.PageBreakFlag.PageBreak_Auto


def _tables(document: QTextDocument) -> list[QTextTable]:
    return [frame for frame in document.rootFrame().childFrames()
            if isinstance(frame, QTextTable)]


def _pages_of(document: QTextDocument, table: QTextTable, page_height: float) -> range:
    document.pageCount()  # lays the document out up to date
    box = document.documentLayout().frameBoundingRect(table)
    first = int(box.top() // page_height)
    last = int(max(box.top(), box.bottom() - 1) // page_height)
    return range(first, last + 1)


def _lead_in(document: QTextDocument, table: QTextTable, after: int) -> QTextBlock | None:
    """The first block of what leads into ``table``: the one-line paragraphs right before
    it up to its heading, and the headings right above that ("Results", "Skins", its
    headline); None when no heading is within ``LEAD_IN_BLOCKS`` (the table moves alone).
    Nothing before ``after``, the end of the table above."""
    start = None
    seen_heading = False
    block = document.findBlock(table.firstPosition() - 1)
    for _ in range(LEAD_IN_BLOCKS):
        if not block.isValid() or block.position() < after or table.firstPosition() <= 1:
            break
        if QTextCursor(block).currentFrame() != document.rootFrame():
            break
        heading = block.blockFormat().headingLevel() > 0
        layout = block.layout()
        short = layout is not None and layout.lineCount() <= 1
        if seen_heading and not heading:
            break  # the text above the headings stays where it is
        if not (heading or short):
            break
        seen_heading = seen_heading or heading
        if seen_heading:
            start = block
        block = block.previous()
    return start


def _set_break(document: QTextDocument, table: QTextTable, lead: QTextBlock | None,
               policy: QTextFormat.PageBreakFlag) -> None:
    if lead is not None:
        block_format = QTextBlockFormat()
        block_format.setPageBreakPolicy(policy)
        QTextCursor(lead).mergeBlockFormat(block_format)
        return
    frame_format = table.format()
    frame_format.setPageBreakPolicy(policy)
    table.setFormat(frame_format)


def _page_of_block(document: QTextDocument, block: QTextBlock, page_height: float) -> int:
    return int(document.documentLayout().blockBoundingRect(block).top() // page_height)


def _keep_headings_with_next(document: QTextDocument, page_height: float) -> int:
    """A heading left at a page's foot, what it heads on the next page, moves there (with
    the headings right above it). The number moved."""
    moved = 0
    block = document.begin()
    root = document.rootFrame()
    while block.isValid():
        following = block.next()
        if (block.blockFormat().headingLevel() > 0 and following.isValid()
                and QTextCursor(block).currentFrame() == root):
            document.pageCount()
            here = _page_of_block(document, block, page_height)
            if _page_of_block(document, following, page_height) > here:
                first = block
                while (first.previous().isValid()
                       and first.previous().blockFormat().headingLevel() > 0
                       and QTextCursor(first.previous()).currentFrame() == root
                       and _page_of_block(document, first.previous(), page_height) == here):
                    first = first.previous()
                block_format = QTextBlockFormat()
                block_format.setPageBreakPolicy(ALWAYS)
                QTextCursor(first).mergeBlockFormat(block_format)
                moved += 1
        block = following
    return moved


def _keep_tables(document: QTextDocument, page_height: float) -> int:
    moved = 0
    after = 0
    for table in _tables(document):
        if len(_pages_of(document, table, page_height)) > 1:
            lead = _lead_in(document, table, after)
            _set_break(document, table, lead, ALWAYS)
            if len(_pages_of(document, table, page_height)) > 1:  # longer than a page
                _set_break(document, table, lead, AUTO)
                table_format = table.format()
                if table_format.headerRowCount() == 0 and table.rows() > 1:
                    table_format.setHeaderRowCount(1)
                    table.setFormat(table_format)
            else:
                moved += 1
        after = table.lastPosition() + 1
    return moved


def keep_tables_whole(document: QTextDocument, page_height: float) -> int:
    """Move each table of ``document`` (paginated at ``page_height``) that crosses a page
    break but fits on one page to the next page with its lead-in, and each heading left at
    a page's foot to the next page; repeat the first row of a table longer than a page.
    Each move shifts what follows, so the passes run again until nothing moves (a few
    times at most). The number of moves."""
    total = 0
    for _ in range(4):
        moved = _keep_tables(document, page_height) + _keep_headings_with_next(document,
                                                                                page_height)
        total += moved
        if not moved:
            break
    return total


def frame_pages(document: QTextDocument, page_height: float) -> list[range]:
    """The pages each table of the laid-out ``document`` lies on (for tests and checks)."""
    return [_pages_of(document, table, page_height) for table in _tables(document)]

