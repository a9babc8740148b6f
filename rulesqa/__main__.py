from rulesqa.cli import main

main()
