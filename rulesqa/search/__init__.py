"""Finding the sections that answer a question: tokenizing, lexical and dense retrieval."""
