"""What the Dice Golf track editor and the play view both show: the hole drawn as a strip in
metres (``strip``), its colours (``look``) and the words for its parts (``words``)."""
