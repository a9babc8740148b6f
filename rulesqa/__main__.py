from rulesqa.entry import main

main()
