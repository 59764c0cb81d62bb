/**
 * The reviewed phrase list behind the AI's self-harm and abuse check (issue 22, item 3). Data only: the
 * matcher lives in safety.ts.
 *
 * Method. Written for this project in November 2026 and reviewed by the engineers. The phrases are what a
 * Hong Kong secondary student would type to a school chatbot: English (including teen and online
 * shorthand: kms, kys, unalive, "better off without me"), written Chinese and Cantonese (咗/左, 俾/畀/比,
 * 𠝹/鎅). The list leans wide, because a miss costs more than a kind redirect to a counsellor: a
 * phrase stays when it is usually a disclosure, even if it is sometimes a figure of speech. It stays
 * narrow only where ordinary careers talk would otherwise fire ("this exam is killing me", 笑死我,
 * "suicide prevention research", 想做社工幫受虐兒童): there a lookahead in the pattern, or an entry in
 * SAFETY_ORDINARY, takes the ordinary saying out. Career interest in a topic is not a disclosure; a
 * disclosure in the same message as a career word still is, so ORDINARY entries are whole sayings,
 * never single words.
 *
 * Format. `pattern` and each SAFETY_ORDINARY entry are JavaScript regular-expression sources, compiled
 * with the 'u' flag and no 'i', and matched against text that is already folded: NFKC, zero-width
 * characters removed, lower case, simplified → Traditional (Hong Kong forms), spaces between two Chinese
 * characters removed, runs of spaces collapsed, curly apostrophes → ', and leetspeak folded for Latin
 * letters (1→i, 3→e, 4→a, 0→o, 5→s, 7→t, @→a, $→s, !→i). So patterns are written in plain lower-case
 * letters, with Traditional characters (variants in a class where both are common: [著着], [咗左],
 * [強强], [姦奸], [凌淩]). English word edges are B = (?<![a-z]) and E = (?=i*(?![a-z])); E lets a
 * trailing "!" through, since "die!!" arrives folded as "dieii". A few key words also accept "*" as a
 * masked letter (k*ll, d*e, su*cide).
 */

export interface SafetyPhrase {
  topic: 'selfHarm' | 'abuse';
  pattern: string;
  note?: string;
}

/** English word start. */
const B = '(?<![a-z])';
/** English word end; tolerates "!" folded to "i" after the word. */
const E = '(?=i*(?![a-z]))';
/** End of a clause: end of text, punctuation, or (folded) "!". */
const STOP = '(?=i*(?: ?$|[^a-z ]))';

const MYSELF = '(?:my ?self|myslef|mysefl|meself|my own self)';
const KILL = 'k[i*]ll?';
const DIE = '(?:d[i*]e|dy)';
/** Adverbs a teen puts between the subject and the verb ("i just really want to die"). */
const ADV =
  '(?:(?:really|just|so|honestly|actually|seriously|literally|kinda|kind of|sometimes|still|even|truly|genuinely|lowkey|low key|ngl) )*';
/** How often, or by which route, someone at home does something. */
const FREQ = `(?:(?:always|often|sometimes|usually|still|constantly|regularly|repeatedly|keeps?|kept|would|will|used to|has|have|had|has been|have been|had been|is|are|was|were|started|starts|tried to|tries to|just|again|also|even|then|every (?:day|night|week)|at night|when (?:he|she|they)(?:'?s| is| are| gets?| was| were) (?:drunk|angry|mad)) )*`;
const FAMILY =
  '(?:step ?)?(?:dad|daddy|father|papa|mum|mummy|mom|mommy|mother|mama|parents?|brother|sister|uncle|aunt|auntie|aunty|grandpa|grandfather|granddad|grandma|grandmother|granny|cousin)';
const WHO = `(?:he|she|they|someone|somebody|(?:my |our |his |her |the )?(?:${FAMILY}|(?:mum|mom|mother)'?s (?:boyfriend|partner|husband)|boyfriend|girlfriend|bf|gf|ex|partner|helper|maid|tutor|teacher|coach|neighbou?r|stranger|classmates?))`;
const OBJ =
  '(?:me|us|(?:my |our )?(?:step ?)?(?:mum|mom|mother|mummy|mommy|mama|sister|little sister|brother|little brother|baby (?:sister|brother)|siblings?|grandma|grandpa))';
/** "life" / "living" as a noun of existence, not "life sciences" or "living in Hong Kong". */
const LIFE =
  '(?:life(?! (?:science|sciences|insurance|skills?|coach|coaching|drawing|planning|cycle|span|style|guard|saving|support|lessons?|goals?|events?|story|experience|plan))|living(?! (?:costs?|expenses|standards?|wage|room|in|with|abroad|overseas|alone|here|there|away|on|at|near))|being alive|my life|existing|going on|staying alive|waking up)';

/** Chinese family and household members, for "X hits Y" and "X comes into my room". */
const ZH_WHO_LIST =
  '爸爸|爸|阿爸|老豆|老竇|老爸|爹哋|爹地|父親|繼父|後父|後爸|媽媽|媽咪|阿媽|老母|老媽|母親|繼母|後母|後媽|哥哥|阿哥|家姐|姐姐|弟弟|細佬|叔叔|阿叔|舅父|姑丈|姨丈|爺爺|公公|外公|表哥|堂哥|男朋友|男友|補習老師|老師|教練|工人|佢|他|她';
const ZH_WHO = `(?:${ZH_WHO_LIST})`;
const ZH_VICTIM =
  '(?:媽媽|媽咪|阿媽|老母|母親|我媽|爸爸|阿爸|老豆|我爸|妹妹|細妹|弟弟|細佬|哥哥|家姐|姐姐|弟妹)';
const ZH_OFTEN =
  '(?:成日|經常|常常|又|再|會|日日|晚晚|不停|都|間中|有時|一嬲就|飲醉(?:酒)?就|喝醉就|一飲酒就)*';

/**
 * The fold's simplified → Traditional table also rewrites some characters that are already Traditional
 * or Cantonese (家→傢, 私→俬, 面→麵, 台→枱, 晒→曬 …). hk() lets each such character in a pattern
 * match both forms, so 家暴 and 私處 are caught whichever form reaches the matcher.
 */
const FOLD_FORMS: Record<string, string> = {
  家: '傢',
  私: '俬',
  面: '麵',
  台: '枱',
  晒: '曬',
  只: '隻',
  表: '錶',
  注: '註',
  准: '準',
  郁: '鬱',
  板: '闆',
  折: '摺',
  凌: '淩',
  奸: '姦',
  强: '強',
};
function hk(source: string): string {
  let out = '';
  let inClass = false;
  for (const ch of source) {
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    const alt = FOLD_FORMS[ch];
    if (!alt) out += ch;
    else if (inClass) out += source.includes(`${ch}${alt}`) || source.includes(`${alt}${ch}`) ? ch : ch + alt;
    else out += `[${ch}${alt}]`;
  }
  return out;
}

const S = (pattern: string, note?: string): SafetyPhrase =>
  note ? { topic: 'selfHarm', pattern, note } : { topic: 'selfHarm', pattern };
const A = (pattern: string, note?: string): SafetyPhrase =>
  note ? { topic: 'abuse', pattern, note } : { topic: 'abuse', pattern };

const SELF_HARM_EN: SafetyPhrase[] = [
  S(`${B}(?:suicid|sucid|suisid|suicd|suiscid|suicied|suacid)`, 'suicide, suicidal and common misspellings'),
  S(`${B}s[u*][i*.]c[i*.]d(?:e|al)`, 'masked: su*cide, s*icidal'),
  S(`${B}(?:sewer ?slide|commit (?:sudoku|toaster bath|die)|toaster bath)${E}`, 'online euphemisms'),
  S(`${B}(?:self[- ]?delet(?:e|ed|ing|ion)|delete ${MYSELF}|ctrl ?alt ?delete ${MYSELF})${E}`),
  S(`${B}${KILL}(?:ing|ed|s)? ${MYSELF}${E}`, 'kill myself, k*ll myself'),
  S(
    `(?<![0-9] ?|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|few|many|more|several|hundred|thousand|of) )${B}(?:kms|kmys|kys)${E}(?! (?:away|from|per|long|run|walk|ride|drive|an hour|a day|a week|each way)(?![a-z]))`,
    'kms (not the distance), kys',
  ),
  S(`${B}un[- ]?al[i*]v(?:e|ed|es|ing)${E}`, 'unalive'),
  S(
    `${B}(?:hurt(?:ing|s)?|harm(?:ing|ed|s)?|injur(?:e|ing|ed|es)|punish(?:ing|ed|es)?|poison(?:ing|ed|s)?|drown(?:ing|ed|s)?|starv(?:e|ing|ed|es)|hang(?:ing|ed|s)?|shoot(?:ing|s)?|shot|stab(?:bing|bed|s)?|strangl(?:e|ing|ed)|suffocat(?:e|ing|ed)|end(?:ing|ed)?|gas(?:sing|sed)?|overdos(?:e|ing)|burn(?:ing|ed|t)?|cut(?:ting|s)?|slit(?:ting)?) ${MYSELF}${E}(?! (?:while|when|during|playing|by accident|accidentally|cooking|skating|cycling|training|trying|out|in the foot|on (?:the|a) (?:stairs|oven|stove|pan|kettle|iron)|at (?:the )?(?:gym|training|practice|football|basketball))(?![a-z]))`,
    'hurt / starve / hang / cut myself, not sports accidents',
  ),
  S(`${B}(?:to|wanna|gonna|gunna|just|might|should|i'?ll|i will|could) off ${MYSELF}${E}`, 'off myself'),
  S(
    `${B}(?:want|wanna|wana|wan|wanted|wish|wishing|need|needa|ready|deserve|deserves|pray|praying|hope|hoping|tryna|trying|tried|plan|planning|decided|prepared|long|longing) (?:to )?(?:just )?(?:${DIE}|be dead|not exist|stop existing|cease to exist|stop living|be gone forever)${E}(?! for (?:my|a|the|this|our) (?:country|team|cause|school))`,
    'want to die, wanna die, deserve to die',
  ),
  S(
    `${B}(?:hope|wish|pray) (?:that )?i (?:die|would die|could die|just die|get hit by a (?:car|bus|truck|lorry|train))${E}`,
  ),
  S(
    `${B}(?:rather|better off|might as well|should just|should) (?:be )?(?:dead|${DIE})${E}(?! than)`,
    'better off dead; not "I\'d rather die than…"',
  ),
  S(
    `${B}wish(?:ed|ing)? (?:that )?i (?:(?:was|were|could be|would be) (?:dead|gone for good|never born)|(?:was|were|had) never (?:been )?born|(?:wasn'?t|weren'?t|was not|were not) (?:born|alive|here any ?more|around any ?more)|(?:didn'?t|did not|could not|couldn'?t|could just|could) (?:exist|die|disappear|sleep forever|stop existing|not exist|not wake up|vanish)|(?:would|could) just die|would die)${E}`,
  ),
  S(
    `${B}(?:don'?t|do not|doesn'?t|no longer|never|not) ${ADV}(?:want|wanna|wana|wish|feel like) (?:to )?(?:be alive|exist|keep living|go on living|stay alive|carry on living|continue living|be here (?:any ?more|no more|any longer|tomorrow)|be on this earth|be in this world|be around any ?more)${E}`,
    "don't want to be alive / exist / be here anymore",
  ),
  S(
    `${B}(?:don'?t|do not|no longer|never|not) ${ADV}(?:want|wanna|wana|wish|feel like|see (?:a |the )?(?:reason|point) to|have (?:a |any )?reason to) (?:to )?(?:live|go on|carry on|be alive)(?=i*(?: ?$|[^a-z ]| (?:any ?more|any longer|no more|like this|this (?:life|way)|another day|tomorrow|ever again|again|much longer|at all|because|cos|cuz|coz|since|so|or|lol|tbh|ngl)(?![a-z])))`,
    'don\'t want to live anymore; not "live in Hong Kong"',
  ),
  S(
    `${B}(?:don'?t|do not|never|not) ${ADV}(?:want|wanna) (?:to )?wake up (?:again|ever again|any ?more)${E}`,
  ),
  S(
    `${B}(?:no|zero|not any|not a single|not one) (?:point|reason|purpose|meaning|use|will) (?:for me to |for me |in |to |for |of )?(?:${LIFE}|live|keep living|carrying on)${E}`,
    'no point in living, no reason to live',
  ),
  S(`${B}(?:nothing|nothing left|no one|nobody|no reason) (?:left )?to live for${E}`),
  S(
    `${B}(?:don'?t|do not|can'?t|cannot|no longer) see (?:the |a |any )?(?:point|reason|purpose) (?:in|of|to|for) (?:${LIFE}|live|me living)${E}`,
  ),
  S(`${B}(?:lost|losing|lose|no) (?:my |the |all )?will to live${E}`),
  S(
    `${B}(?:what'?s|what is|whats|wats|is there) (?:the |even the |even a |a |any )?(?:point|reason|purpose|use) (?:of|in|to|for) (?:even )?(?:${LIFE}|live|me living|me being alive)${E}`,
  ),
  S(
    `${B}why (?:am i|do i|should i|would i) (?:even |still )?(?:alive|exist|keep living|bother living|live)${STOP}`,
  ),
  S(
    `${B}(?:life|living|my life|existence|being alive) (?:is|feels|seems|has become|has been|is just) (?:so |totally |completely |just |really |kinda |too |such )?(?:pointless|meaningless|worthless|hopeless|unbearable|not worth (?:it|living))${E}`,
  ),
  S(
    `${B}(?:life|living|my life|it|this life)(?:'s| is| isn'?t| is not| ain'?t) (?:even |just |really )?(?:not )?worth living${E}`,
  ),
  S(
    `${B}(?:i'?m|i am|im|i feel like|feel like|i'?m just|i am just) (?:such |just |only |nothing but |a )?(?:a )?(?:burden|waste of (?:space|air|oxygen|life))${E}`,
    "I'm a burden",
  ),
  S(`${B}(?:better|happier) (?:off )?without me${E}`, 'better off without me'),
  S(
    `${B}better (?:off )?if i (?:(?:was|were) (?:dead|gone|never born|not (?:here|around|alive))|(?:wasn'?t|weren'?t) (?:here|around|alive|born)|died|disappeared|didn'?t exist|never existed|'?m gone|am gone|was gone)${E}`,
  ),
  S(
    `${B}(?:no ?one|nobody|no body) (?:would|will|'?d|'?ll|is going to|gonna) (?:even )?(?:miss me|care if i (?:die|died|was gone|were gone|disappeared)|notice if i (?:die|died|was gone|were gone|disappeared))${E}`,
  ),
  S(
    `${B}(?:end(?:ing|ed)?|finish(?:ing)?) (?:it all|my (?:own )?life|this life|my suffering|it (?:tonight|forever|for good|once and for all))${E}`,
    'end it all, end my life',
  ),
  S(
    `${B}(?:want|wanna|wana|going|gonna|gunna|about|planning|plan|ready|decided|think|thinking|thought|time|should|might|could|tryna|need|i'?ll|i will|just) (?:to |about |of )?(?:just )?end(?:ing)? (?:it|everything|things|it all)(?=i*(?: ?$|[^a-z ]| (?:all|tonight|today|now|soon|forever|for good|once and for all|this week|this weekend|before|i)(?![a-z])))`,
    'thinking of ending it',
  ),
  S(
    `${B}(?:take|taking|took|taken|takes) (?:my|my own) (?:own )?life${E}(?! (?:in|into|to|back|seriously|more|further|forward|somewhere|and (?:turn|make|start)|a |the ))`,
    'take my own life',
  ),
  S(
    `(?<!(?:someone|somebody|people|patients?|a patient|person|they|he|she) )${B}(?:over ?dos(?:e|ed|es|ing)|od(?:'?d|ed|ing)? on)${E}(?! (?:on |of )?(?:coffee|caffeine|sugar|cuteness|anime|kpop|k-pop|memes|homework|chocolate|bubble tea|milk tea|information|content|netflix|games)(?![a-z]))(?! (?:patients?|cases|deaths|rates?|treatment|crisis|epidemic|prevention|reversal|antidote)(?![a-z]))`,
    'overdose, od on',
  ),
  S(
    `${B}(?:take|taking|took|taken|swallow|swallowed|swallowing|eat|ate|eating|down|downed|popped|pop|popping) (?:all|all of|a lot of|lots of|loads of|a bunch of|too many|a handful of|(?:a |the |an )?(?:whole |entire )?(?:bottle|box|pack|packet|strip) of|all my|all the|so many|a ton of|tons of)(?: of)? (?:my |the |mum'?s |mom'?s |dad'?s |her |his )?(?:pills|tablets|meds|medication|medicine|painkillers|sleeping pills|panadol|paracetamol|tylenol|antidepressants)${E}`,
    'take all the pills',
  ),
  S(
    `${B}(?:sav|hoard|stockpil|collect|stash)(?:e|ed|ing)? (?:up )?(?:my |some |lots of |a lot of )?(?:pills|sleeping pills|tablets|meds|painkillers|panadol|paracetamol)${E}`,
  ),
  S(`${B}(?:lethal|fatal|deadly) (?:dose|amount|overdose)${E}`),
  S(
    `${B}how (?:much|many) (?:[a-z]+ ){0,3}(?:to|would|will|does it take to) (?:die|kill (?:me|you|a person|someone)|overdose|be fatal|be lethal)${E}`,
  ),
  S(
    `${B}(?:drink|drank|drinking|swallow|swallowed|eat|ate) (?:some |the |a bottle of |a cup of )?(?:bleach|poison|pesticide|rat poison|weed ?killer|insecticide|detergent|antifreeze|dettol|drain cleaner)${E}`,
    'drink bleach / poison',
  ),
  S(
    `${B}(?:jump|jumping|jumped|jumps|leap|leaping|leapt|(?:throw|throwing|threw|fling|yeet|yeeting) ${MYSELF}) (?:off|from|out of|out from|down from) (?:of )?(?:a |the |my |our |this |that |some |an )?(?:[a-z]+ )?(?:building|roof|rooftop|bridge|window|balcony|cliff|tower|block|skyscraper|top floor|ledge|overpass|flyover|car ?park|stairwell)${E}`,
    'jump off a building',
  ),
  S(
    `${B}(?:jump|jumping|jumped|leap|leaping|step|stepping|walk|walking|(?:throw|throwing|threw|fling|yeet) ${MYSELF}) (?:in front of|onto|under|into) (?:a |the |an |some )?(?:train|bus|car|truck|lorry|mtr|tram|tracks|train tracks|traffic|oncoming traffic|moving car)${E}`,
  ),
  S(`${B}(?:lie|lay|lying|laying|stand|standing) (?:down )?on the (?:mtr |train |railway |tram )?tracks${E}`),
  S(`${B}(?:jump(?:ing)?|fall(?:ing)?|throw ${MYSELF}) to my death${E}`),
  S(`${B}(?:drown ${MYSELF}|walk into the sea and)${E}`),
  S(`${B}(?:noose|nooses|tie (?:a |the )?rope (?:a)?round my neck|rope (?:a)?round my neck)${E}`, 'hanging'),
  S(
    `${B}(?:wanna|want to|gonna|going to|gunna|about to|might|should|i'?ll|i will|time to) (?:just |go )?rope(?: ${MYSELF})?${E}(?! (?:in|into|off|them|him|her|people|someone|somebody|my|friends|you|u|us|the)(?![a-z]))`,
    'rope (slang)',
  ),
  S(
    `${B}(?:cut|cutting|cuts|slit|slitting|slice|slicing|carve|carving|stab|stabbing|burn|burning|burnt|burned) (?:open )?(?:my |both |my own )?(?:wrists?|veins?|arms?|forearms?|thighs?|skin)${E}(?! (?:on|while|when|in (?:the|a) (?:kitchen|accident)|by accident|accidentally)(?![a-z]))`,
    'cut my wrists / arms / thighs',
  ),
  S(
    `${B}(?:i'?ve been|i have been|been|started|starting|start|keep|kept|stop|stopped|stopping|quit|relaps(?:e|ed|ing)(?: on| into)?|back to|urges? to|urges? of|thinking about|thought about|think about|wanna|want to|gonna|going to|addicted to|clean from|clean of|scars from|tempted to|need to) (?:start )?cut(?:ting)?(?: again| deep(?:er)?)?${E}(?! (?:costs?|corners|class(?:es)?|school|lessons?|hair|paper|wood|fabric|cloth|metal|glass|edges?|down|back|out|off|through|in|it|them|ties|the|a|an|some|this|that|him|her|you|my (?:hair|nails|food|losses|screen time|spending|sugar|fringe|bangs)|vegetables|veggies|onions?|meat|cake|bread|sugar|carbs|people|friends|toxic|contact|the cord|spending|losses|loose|short|videos?|clips?|films?|and (?:paste|pasted|run|dried))(?![a-z]))`,
    'cutting (self-harm), not cutting costs or class',
  ),
  S(`${B}(?:cut|cutted) (?:again|deep(?:er)?|too deep)${E}`),
  S(`${B}relaps(?:e|ed|ing)(?: (?:on|into|with))? (?:cutting|self[- ]?harm(?:ing)?|sh|again)${E}`),
  S(`${B}self[- ]?(?:harm|harming|harmed|injur|mutilat|hurt)`, 'self-harm, self-injury'),
  S(`${B}(?:sh|cutting|self ?harm|selfharm) scars?${E}`),
  S(
    `${B}(?:razor|razors|blade|blades|box cutter) (?:on|to|against|across) my (?:skin|arms?|wrists?|thighs?|legs?|body)${E}`,
  ),
  S(
    `${B}(?:stop(?:ped)?|not|haven'?t been|refuse to|refusing to|won'?t|don'?t) eat(?:ing)? (?:for days|on purpose|so i can (?:lose|get thin|disappear|die)|until i (?:die|disappear|pass out))${E}`,
    'starving myself',
  ),
  S(
    `${B}(?:(?:make|made|making|force|forcing|forced) ${MYSELF} (?:throw up|vomit|puke)|purg(?:e|ing) after (?:eating|meals)|pro[- ]?ana|pro[- ]?mia|thinspo)${E}`,
  ),
  S(
    `${B}(?:burn(?:ing)? charcoal|charcoal burning|charcoal (?:in|and) (?:my|the) (?:room|bathroom|car)|carbon monoxide|turn(?:ed|ing)? on the gas (?:and|to) (?:die|end))${E}`,
    'charcoal burning (Hong Kong method)',
  ),
  S(
    `${B}(?:goodbye forever|goodbye cruel world|goodbye world|see you (?:all )?in (?:heaven|the next life))${E}`,
  ),
  S(
    `${B}(?:writing|wrote|write|written|leave|left|leaving) (?:my |a )(?:goodbye|farewell) (?:note|letter)${E}`,
  ),
  S(
    `${B}(?:won'?t|will not|wont|might not|may not) (?:be (?:here|around|alive) (?:tomorrow|much longer|for (?:much )?longer|any ?more|after tonight|next week)|see (?:tomorrow|the morning|another day)|make it through (?:the night|tonight)|wake up (?:tomorrow|again))${E}`,
  ),
  S(
    `${B}(?:can'?t|cannot|cant|can not|couldn'?t) (?:take|handle|bear|stand|do) (?:it|this|life|living|any of this|this life|the pain)(?: any ?more| any longer| no more)${E}`,
    "can't take it anymore",
  ),
  S(
    `${B}(?:can'?t|cannot|cant|can not) (?:(?:go on|keep going|carry on)(?=i*(?: ?$|[^a-z ]| (?:like this|any ?more|any longer|living|with (?:my )?life)(?![a-z])))|keep living|live like this|live with this|live any ?more)`,
  ),
  S(
    `${B}(?:tired|sick|exhausted|done|finished) (?:of|with) (?:${LIFE}|this life|being me)${E}`,
    'tired of living',
  ),
  S(
    `${B}(?:hate|hating|hated) (?:being alive|my existence|living|existing|that i exist|that i'?m alive)${E}(?! (?:in|with|at|here|there|near|abroad|so far|alone|insurance|sciences?)(?![a-z]))`,
  ),
  S(
    `${B}(?:thoughts?|thinking|think|thought|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:of|about) (?:dying|my death|my funeral|killing ${MYSELF}|ending it|ending my life|not existing|not being alive|disappearing forever|hanging ${MYSELF}|suicide|how to die|ways to die)${E}`,
  ),
  S(
    `${B}(?:how (?:to|do i|can i|do you|should i)|best way to|easiest way to|painless way to|quickest way to|fastest way to|ways to|methods? to|least painful way to) (?:${KILL} (?:${MYSELF}|yourself|urself)|${DIE}(?! in (?:minecraft|the game|game))|commit suicide|end (?:my|your) life|hang (?:${MYSELF}|yourself)|overdose|od|cut (?:my|your) wrists?|slit (?:my|your) wrists?|not wake up|unalive|disappear forever)${E}`,
    'asking for a method',
  ),
  S(
    `${B}(?:want|wanna|wish|hope|pray|need) (?:for )?(?:someone|somebody|something|a car|a bus|a truck|a train|a lorry|god|death|anyone) (?:to |would |could |will |)(?:${KILL} me|run me over|end me|end my life|take my life|take me)${E}`,
  ),
  S(
    `${B}(?:please|pls|plz|someone|somebody|can someone|will someone) (?:please |pls |just )?(?:${KILL} me|end me|end my life|put me out of my misery)${E}`,
  ),
  S(`${B}(?:god|lord|death|jesus),? (?:please |pls |just )?take me(?: now| away| already| home)?${STOP}`),
  S(
    `${B}(?:i'?m|i am|im|i feel|feel|i'?ve been feeling|feeling) (?:so |really |very |extremely |completely |totally |kinda )?like (?:dying|i should die|i want to die|ending it|killing ${MYSELF}|i don'?t deserve to live|i shouldn'?t be alive|i shouldn'?t exist|disappearing forever|giving up on life)${E}`,
  ),
  S(
    `${B}i (?:shouldn'?t|should not|should never|don'?t deserve to|do not deserve to|never should have|should never have) (?:be alive|exist|have been born|been born|have existed|be living)${E}`,
  ),
  S(`${B}(?:don'?t|do not) deserve to (?:live|be alive|exist)${STOP}`),
  S(`${B}(?:give|giving|gave|given) up on (?:${LIFE}|being alive)${E}`),
  S(
    `${B}(?:disappear|vanish|cease to exist|stop existing) (?:forever|for good|permanently|from this world|from the world|from earth|and never come back)${E}`,
  ),
  S(
    `${B}(?:sleep|sleeping|fall asleep|go to sleep|slept) (?:forever|and never wake up|and not wake up|and don'?t wake up|and never wake|permanently|for eternity)${E}`,
  ),
  S(
    `${B}(?:hope|wish|want|pray|wanna) (?:that )?i (?:don'?t|never|won'?t|wouldn'?t|do not|will not|would not) wake up${E}(?! (?:late|early|on time|in time|for|before|at)(?![a-z]))`,
  ),
  S(
    `${B}(?:want|wanna|wish|ready|need|going) (?:to )?(?:go to heaven (?:now|early|soon)|leave this world|leave this earth|join (?:[a-z]+ ){1,3}in heaven|be with (?:[a-z]+ ){1,3}in heaven)${E}`,
  ),
  S(
    `${B}(?:i'?m|i am|im|i feel|feeling) (?:so |really |very |extremely |completely |totally |kinda )?(?:hopeless and (?:empty|done)|empty and want to die)${E}`,
  ),
];

const SELF_HARM_ZH: SafetyPhrase[] = [
  S('自[殺盡]', '自殺, 自盡'),
  S('輕生'),
  S('尋死|求死'),
  S(
    '(?<![理夢思幻聯構猜感回])想(?:去)?死(?!你|佢們|人|蟲|黨|忠|硬|守|心|板|火|結|定|亡|角|穴|線|因|者|記|背|讀)',
    '想死, not 想死你 (miss you) or 死線',
  ),
  S('死[咗左]佢(?:就)?(?:算|好過|最好|一了百了)|死[咗左](?:就|都)?(?:算數|算啦|算罷|一了百了)', '死咗佢算'),
  S('我(?:不如|寧願|想|諗住|會|就)?死[咗左](?:就)?(?:算|好過|最好|更好|會好啲|一了百了)'),
  S(
    '(?:還不如|不如|寧願|乾脆|索性)(?:我)?(?:去)?死(?:[咗左了掉])?(?:佢|去|算|啦|好過|算了|好了|吧)?(?!都|線|角|忠|守)',
    '不如死咗佢, 寧願死 (not 寧願死都唔…)',
  ),
  S('死(?:了|掉)(?:就)?(?:算了|好了|一了百了|更好|比較好|解脫)'),
  S(
    '(?:唔|不|冇|沒|無)(?:想|願意|願|再想)(?:再)?(?:繼續)?(?:活(?!動|潑|躍|用|化|學|出|字|力|水|埋|喺|在|於)|生存|存在|呼吸)',
    '唔想活, 不想活, 不想生存',
  ),
  S('(?:唔|不)想(?:再)?做人(?!哋|地|情|工|嘅|的|事|處事|方面)', '唔想再做人'),
  S('活(?:唔|不)(?:落|下)去|生存(?:唔|不)(?:落|下)去|撐(?:唔|不)(?:落|下)去|活不成', '活唔落去, 撐唔落去'),
  S('生無可戀|了無生趣|生不如死|痛不欲生|活[著着得](?:好|太|真係|十分)?痛苦'),
  S(
    '(?:活[著着]|生存|人生|做人|生命|活落去|繼續活|我(?:嘅|的)?(?:人生|生命))(?:真係|真的|其實|根本|都|好|實在|已經|完全|根本就|一啲都|一點都)?(?:冇|沒有?|無|毫無)(?:咩|乜|乜嘢|什麼|甚麼|任何)?(?:意義|意思|價值|希望)',
    '活著沒有意義, 人生冇意思',
  ),
  S(
    '(?:活[著着]|生存|做人|活落去)(?:仲|還)?有(?:咩|乜|乜嘢|什麼|甚麼|何)(?:意義|意思|用|價值)',
    '活著有什麼意義',
  ),
  S('(?:冇|沒有?|無)(?:咩|乜|任何)?(?:理由|原因|意義)(?:再)?(?:繼續)?(?:活|生存|做人)(?:落去|下去)?(?!動)'),
  S(
    '了結(?:自己|我自己|生命|我(?:嘅|的)?生命|殘生)|自我了斷|了斷(?:自己|生命)|一死了之|一了百了|了此殘生',
    '了結自己',
  ),
  S('結束(?:自己|我自己|生命|我(?:嘅|的)?生命|自己(?:嘅|的)?生命)', '結束生命'),
  S('(?:告別|離開)(?:呢個|這個)世界'),
  S(
    '(?<![切規計企筆比分收])[𠝹鎅割劃](?:傷|損|爛|開)?(?:我)?(?:自己|手腕|手臂|手瓜|手|脈|大髀|大腿|身體|皮膚)(?![機法冊段勢術工續指套藝錶袋提作腳寫稿])',
    '𠝹手, 鎅手, 𠝹自己, 割脈',
  ),
  S('割腕|自殘|自我傷害|傷害(?:我)?自己|自虐|虐待自己|燙傷自己|燒自己|燙自己'),
  S('跳樓(?!價|貨|大減價|大拍賣|式)|跳橋|跳軌|臥軌', '跳樓 (not 跳樓價), 跳軌'),
  S(
    '(?:由|喺|從|在)(?:天台|頂樓|窗口|窗台|窗|露台|高樓|樓上|高處|屋頂|大廈|橋)(?:上面|度)?跳(?:落|下)(?:去|街|嚟)?|跳(?:落|入)(?:路軌|軌道|馬路)|跳海自|跳(?:落|下)去(?:死|算)',
  ),
  S('燒炭', 'charcoal burning'),
  S(
    '(?:食|吃|吞|服|飲)(?:咗|左|了|晒|哂|成|一)?(?:好多|大量|過量|成樽|一樽|一排|全部|所有|晒啲|哂啲|成排|一大把|一堆)(?:嘅|的)?(?:安眠藥|藥|藥丸|必理痛|止痛藥|panadol|胃藥|血壓藥|抗抑鬱藥|精神科藥)',
    '食成樽藥',
  ),
  S('(?:藥物|服藥|食藥)過量|過量(?:服藥|食藥|服用)|(?:儲|囤)(?:埋|起|咗|左)?(?:啲)?安眠藥'),
  S(
    '服毒|飲毒|喝毒|(?:飲|喝|吞|食|吃)(?:咗|了|左)?(?:毒藥|漂白水|農藥|殺蟲水|殺蟲劑|老鼠藥|除草劑|通渠水|百草枯)',
    '服毒',
  ),
  S('上吊|吊頸|吊死|勒死自己|自縊|(?:繩|繩索)(?:套|綁|纏)(?:住|喺)?(?:我)?(?:條)?(?:頸|脖子)', '上吊'),
  S('(?:殺|殺死|殺[咗左了]|整死|弄死)(?:我)?自己'),
  S('餓死(?:我)?自己|絕食|扣喉|催吐', 'starving, purging'),
  S(
    '(?:好想|想|寧願|希望)(?:永遠)?(?:喺|在|從)?(?:呢個|這個)?(?:世界|世上|地球)(?:上)?消失|想永遠消失|(?:想|好想|寧願|希望)(?:永遠)?消失(?:喺|在|於)(?:呢個|這個)?(?:世界|世上|地球)|(?:好想|想|寧願)(?:快啲|早啲)?(?:去|返)(?:天堂|天國|天家)',
  ),
  S('我[^，。,.!?！？]{0,8}(?:負累|累贅)|我(?:係|是|只係|只是)(?:個|一個)?包袱', '我係屋企人嘅負累'),
  S(
    '(?:冇|沒有?|無|少[咗左了])(?:咗)?我(?:一個)?(?:嘅話|的話)?(?:大家|屋企人|佢哋|你哋|爸媽|父母|世界|家人)?(?:會|就會)?(?:更|仲)?(?:好|開心|輕鬆)(?:啲|過|些|多了|得多)',
    '冇咗我大家會好啲',
  ),
  S('遺書|寫(?:好)?(?:咗|了|左)?遺言|交代(?:好)?後事|絕筆', 'suicide note'),
  S(
    '(?:瞓|睡)(?:咗|了|左|着|著)?(?:就)?(?:永遠|再都|再也)(?:唔|不)(?:要)?(?:醒|起身)|永遠(?:都)?(?:唔|不)(?:再)?醒|一睡不醒|一瞓唔醒|長眠不醒|(?:唔|不)想再醒',
  ),
  S(
    '(?:希望|想|寧願|祈求)(?:我)?(?:早啲|快啲|今晚|聽日)?(?:俾車撞死|被車撞死|畀車撞死|冇出世|未出世|沒出生|沒有出生|從來冇出世|從來沒有出生)',
  ),
  S('(?:打算|計劃|準備|決定|諗住)(?:去)?(?:死|自殺)(?!線|角|守|忠|物|記|背)'),
  S('我(?:要|會|就|準備|而家|現在|今晚|聽日)?去死(?!線|角)', '我去死'),
  S(
    '(?:點樣|怎樣|怎麼|如何|有咩方法|有冇方法|有什麼方法)(?:可以)?(?:無痛|冇痛|唔痛|快啲|安靜)?(?:咁|地)?(?:死|去死|自殺|結束生命|了結)(?!線|角|記|板|守|亡(?:率|人數))',
    '點樣死',
  ),
  S('(?:無痛|冇痛|唔痛)(?:咁|地)?(?:死|自殺|離開)'),
  S('我(?:真係|真的|就|都)?(?:應該|該|值得)(?:去)?死(?!線|角|記|讀|背|守|忠)'),
  S('我(?:係|是)?(?:唔|不)(?:應該|配|值得)(?:再)?(?:活|生存|存在|出世|出生)'),
];

const ABUSE_EN: SafetyPhrase[] = [
  A(
    `(?<!(?:it|that|this|which|what|reality|truth|realisation|realization|idea|thought|feeling|wave|news|fact|then it|it just|it finally|it really|it suddenly|it kinda|it only|and it|that just|this just|which just|it also|it all) )${B}(?:hits?|hitting|hitted) (?:me|us)${E}(?! (?:up|back|differently|different|hard(?:er)? than|like a|in the feels|with (?:the |this |that |a |an )?(?:news|truth|reality|facts?|idea|question|realis|realiz|thought|answer|feeling|email|message|text|call|link|dm|offer|request|song|quote|joke|meme))(?![a-z]))`,
    'hits me; not "it hit me", "hit me up"',
  ),
  A(
    `${B}(?:beats?|beating|beaten|beat) (?:me|us)(?: up)?${E}`,
    'beat me; games are taken out by SAFETY_ORDINARY',
  ),
  A(
    `(?<!(?:it|that|this|which|what|it really|it just|that really|it still|it kinda|it always|and it|words|comments|criticism|rejection) )${B}(?:hurts?|hurting|hurted) (?:me|us)${E}(?! (?:emotionally|feelings|to (?:see|hear|know|think|say|admit|watch)|so much to)(?![a-z]))`,
    'someone is hurting me',
  ),
  A(
    `${B}${WHO} ${FREQ}(?:hit|hits|hitting|beat|beats|beating|slap(?:s|ped|ping)?|punch(?:es|ed|ing)?|kick(?:s|ed|ing)?|chok(?:e|es|ed|ing)|strangl(?:e|es|ed|ing)|whip(?:s|ped|ping)?|cane(?:s|d)?|caning|smack(?:s|ed|ing)?|spank(?:s|ed|ing)?|burn(?:s|ed|t|ing)?|hurt(?:s|ing)?|abus(?:e|es|ed|ing)|attack(?:s|ed|ing)?|shov(?:e|es|ed|ing)|pinch(?:es|ed|ing)?|tortur(?:e|es|ed|ing)|starv(?:e|es|ed|ing)|threaten(?:s|ed|ing)?|throws? things at|threw things at|throwing things at|touch(?:es|ed|ing)?|grop(?:e|es|ed|ing)|fondl(?:e|es|ed|ing)|molest(?:s|ed|ing)?|rap(?:e|es|ed|ing)|undress(?:es|ed|ing)?|stalk(?:s|ed|ing)?|harass(?:es|ed|ing)?) ${OBJ}${E}(?! (?:off|out of) (?:the |my |a )?(?:team|club|squad|class|group|chat|course|programme|program|server|game|band|choir)(?![a-z]))`,
    'dad hits me, stepfather touches me, dad beats my mum',
  ),
  A(
    `(?<!(?:it|that|this|which|what|song|story|stories|words|speech|film|movie|book|video|kindness|talk|letter|message|music|poem|scene|gesture|performance|lecture|experience|really|deeply|truly|profoundly|also|has|have|had|was|documentary|show|trip|visit|article|quote|play|musical|response|answer|moment) )${B}(?:touch(?:es|ed|ing)?|feel(?:s|ing)? up|felt up|grop(?:e|es|ed|ing)|fondl(?:e|es|ed|ing)|rub(?:s|bed|bing)? (?:against|on)) me${E}(?! (?:deeply|so much|a lot|emotionally|profoundly|greatly|the most|in a (?:good|positive) way|to (?:the|my) core|as a)(?![a-z]))`,
    'touches me, touched me (not "the story touched me")',
  ),
  A(
    `${B}(?:touch(?:es|ed|ing)?|grab(?:s|bed|bing)?|feel(?:s|ing)?|felt|rub(?:s|bed|bing)?|squeez(?:e|es|ed|ing)|film(?:s|ed|ing)?|photograph(?:s|ed|ing)?) (?:me )?(?:on |in |between |under )?my (?:private(?:s| parts)?|crotch|groin|genitals?|penis|vagina|breasts?|boobs|chest|butt|bum|bottom|ass|inner thighs?|thighs?|down there|underwear)${E}`,
  ),
  A(
    `${B}(?:touch(?:es|ed|ing)?|feel(?:s|ing)?|felt) me (?:inappropriately|down there|under my (?:clothes|skirt|shirt|uniform|pants|underwear)|at night|in (?:my|the) (?:room|bed|bedroom)|everywhere|in places|when (?:no one|nobody|i'?m (?:asleep|sleeping|alone))|while i (?:sleep|was sleeping|am sleeping))${E}`,
  ),
  A(
    `${B}(?:(?:touch(?:es|ed|ing)?|touching) (?:me |us )?inappropriate(?:ly)?|inappropriate(?:ly)? touch(?:ing|ed|es)?|bad touch)${E}`,
  ),
  A(
    `${B}(?:made|makes|make|making|forced|forces|force|forcing|pressur(?:e|es|ed|ing)|told|tells|asks|asked|wants|wanted|tried to (?:make|get)|tries to (?:make|get)|got|gets) me (?:to )?(?:touch (?:him|her|them|his|it)|kiss (?:him|her|them)|suck|lick|undress|strip|get naked|take (?:off )?my clothes off|take off my clothes|show (?:him|her|them) my (?:body|private|chest|breasts)|watch porn|sit on (?:his|her) lap|sleep (?:in|on) (?:his|her) bed|have sex|do sexual|do things i (?:didn'?t|don'?t) want|send (?:him |her |them )?(?:nudes|naked|pics of my body|photos of my body|sexy)|keep (?:it|this) (?:a )?secret|promise not to tell)${E}`,
    'made me touch, asked me to undress, keep it a secret',
  ),
  A(
    `${B}(?:send(?:s|ing)?|sent|show(?:s|ed|ing)?) me (?:nudes|nude (?:pics|photos|pictures)|naked (?:pics|photos|pictures|videos?)|dick pics|porn|porno|sexual (?:pics|photos|pictures|videos?|messages|stuff)|(?:pics|photos|pictures) of (?:his|her) (?:body|privates|private parts|penis|dick))${E}`,
    'sends me nudes',
  ),
  A(
    `${B}(?:ask(?:s|ed|ing)?|want(?:s|ed)?|pressur(?:e|es|ed|ing)|beg(?:s|ged)?|forc(?:e|es|ed|ing)|keeps asking|kept asking|threaten(?:s|ed|ing)?|blackmail(?:s|ed|ing)?) (?:me )?(?:for|to send|to take|into sending)(?: (?:him|her|them))? (?:my )?(?:nudes|nude (?:pics|photos|pictures)|naked (?:pics|photos|pictures|selfies|videos?)|(?:pics|photos|pictures|videos?) (?:of me )?(?:naked|without (?:clothes|my clothes)|in my underwear|of my body))${E}`,
    'asked me for nudes',
  ),
  A(
    `${B}(?:threaten(?:s|ed|ing)?|threatening|blackmail(?:s|ed|ing)?) (?:me )?(?:to|that (?:he|she|they)(?:'?ll| will| would)|with) (?:post|posting|share|sharing|leak|leaking|spread|spreading|send|sending|publish|upload|show|expose|release|put up) (?:[a-z]+ ){0,2}(?:nudes|photos|pics|pictures|videos?|private|personal|naked|secrets?|chats?|messages|address|information|info|screenshots)${E}`,
    'threaten to post my photos',
  ),
  A(`${B}(?:threaten(?:s|ed|ing)?|blackmail(?:s|ed|ing)?|extort(?:s|ed|ing)?) (?:me|us)${E}`),
  A(
    `${B}(?:leak(?:ed|s|ing)?|post(?:ed|s|ing)?|spread(?:s|ing)?|upload(?:ed|s|ing)?) my (?:nudes|nude (?:pics|photos)|naked (?:pics|photos|pictures|videos?)|private (?:photos|pics|pictures|videos?)|(?:home )?address|phone number|personal (?:info|information|details|data))(?: online| on| to)${E}`,
    'posted my address online (doxxing)',
  ),
  A(
    `${B}(?:dox(?:x)?(?:ed|es|ing)? (?:me|us)|(?:got|get|getting|been|being|was|were) dox(?:x)?ed)${E}`,
    'doxxed',
  ),
  A(`${B}(?:r[a*]p(?:e|ed|es|ing)|rapist)${E}`, 'rape'),
  A(
    `${B}(?:molest(?:ed|ing|s|er|ation)?|sexually (?:abus|assault|harass|touch|exploit)|sexual (?:abuse|assault|harassment|exploitation|violence)|incest|groped|groping|fondled|sextort(?:ion|ed|ing)?|child porn)`,
    'molested, sexual abuse',
  ),
  A(`${B}(?:groom(?:s|ed|ing)? (?:me|us)|groomed by|sextorting me)${E}`),
  A(
    `${B}(?:comes?|came|coming|sneaks?|snuck|sneaking|gets?|got|climbs?|climbed|goes|went|walks?|walked) (?:in(?:to)?|to|in to) (?:my|our) (?:room|bed|bedroom)(?: at night| in the night| when (?:i'?m|i am|i was|everyone'?s|everyone is) (?:asleep|sleeping|alone)| after (?:mum|mom|everyone) (?:sleeps|goes to sleep|falls asleep))${E}`,
    'comes into my room at night',
  ),
  A(
    `${B}${WHO} (?:[a-z']+ ){0,3}(?:at night (?:in|into) my (?:room|bed|bedroom)|(?:in|into) my (?:room|bed|bedroom) at night)${E}`,
    'he … at night in my room',
  ),
  A(
    `${B}(?:watch(?:es|ed|ing)?|film(?:s|ed|ing)?|record(?:s|ed|ing)?|spy(?:ing)? on|spies on|peek(?:s|ed|ing)? at) me (?:in the shower|shower(?:ing)?|chang(?:e|ing)|undress(?:ing)?|naked|while i (?:shower|change|sleep|bathe)|when i (?:shower|change|sleep|bathe)|in the bath(?:room)?)${E}`,
  ),
  A(
    `${B}(?:(?:expos|flash)(?:es|ed|ing) (?:himself|herself)(?! to (?:danger|risks?|criticism))|show(?:s|ed|ing)? me (?:his|her) (?:penis|privates|private parts|dick|genitals|breasts))${E}`,
  ),
  A(
    `${B}(?:bruises?|welts|marks|scars|black eye|bleeding|burns) (?:from|after|because|cos|cuz|coz|where) (?:[a-z']+ ){0,3}(?:hit|hits|beat|beats|beaten|caned|whipped|kicked|punched|slapped|choked|burned|burnt|threw)${E}`,
    'bruises from when dad hit me',
  ),
  A(
    `${B}(?:hit|hits|beat|beats|beaten|caned|whipped|kicked|punched|slapped) (?:me )?(?:[a-z']+ ){0,3}(?:until|till|til|so hard|and) (?:i |it |my )?(?:bled|bleed|bleeding|bruised|bruise|black and blue|passed out|couldn'?t (?:walk|breathe|move)|was bleeding|had bruises|left (?:a )?(?:bruises?|marks))${E}`,
  ),
  A(
    `${B}(?:(?:with|using|uses|used|takes|took|grabs|grabbed) (?:a |the |his |her |my |their )?(?:belt|cane|rattan|rattan cane|stick|clothes hanger|hanger|feather duster|ruler|wire|cable|charging cable|slipper|shoe|broom|rod|wooden spoon|pan|bamboo|whip) (?:to )?(?:hit|beat|whip|smack|cane|spank|punish|hurt)(?:s|ing)? (?:me|us)|(?:hit|hits|beat|beats|beaten|whip(?:s|ped)?|smack(?:s|ed)?|cane(?:s|d)?|spank(?:s|ed)?) (?:me|us) with (?:a |the |his |her |my |their )?(?:belt|cane|rattan|stick|clothes hanger|hanger|feather duster|ruler|wire|cable|charging cable|slipper|shoe|broom|rod|wooden spoon|pan|bamboo|whip|fists?|chair|bottle|knife|hot water))${E}`,
    'hits me with a belt / cane / feather duster',
  ),
  A(
    `${B}(?:lock(?:s|ed|ing)?|shut(?:s|ting)?) (?:me|us) (?:in|inside|up|out|away)${E}(?! of(?![a-z]))(?! the (?:lab|classroom|class|library|group)(?![a-z]))`,
    'locks me in',
  ),
  A(
    `${B}(?:doesn'?t|don'?t|won'?t|wouldn'?t|didn'?t|never|refuses? to|refused to|stopped) (?:let (?:me|us) eat|feed (?:me|us)|give (?:me|us) (?:food|anything to eat|meals|dinner))${E}`,
  ),
  A(
    `${B}(?:threaten(?:s|ed|ing)?|tried|tries|trying|says? (?:he|she|they)(?:'?ll| will| would)|said (?:he|she|they)(?:'?d| would)) to (?:${KILL}|hurt|beat|hit|stab|burn|choke|strangle|rape|kidnap) (?:me|us|my (?:mum|mom|mother|sister|brother|family))${E}`,
    'threatened to kill me',
  ),
  A(
    `${B}(?:going|gonna) to (?:hurt|beat|hit|stab|burn|choke|strangle|rape) (?:me|us)${E}(?! (?:at|in) (?:chess|the (?:game|race|match|exam|final))(?![a-z]))`,
  ),
  A(
    `${B}(?:${KILL} me if i (?:tell|told|say|said|report|call)|(?:told|tells|said|says|warned|warns) (?:me )?(?:not to tell|to keep (?:it|this) (?:a )?secret|no one will believe me|nobody will believe me))${E}`,
    'secrecy threats',
  ),
  A(
    `${B}(?:abus(?:e|es|ed|ing)|mistreat(?:s|ed|ing)?|neglect(?:s|ed|ing)?|torment(?:s|ed|ing)?|tortur(?:e|es|ed|ing)) (?:me|us)${E}`,
    'abuses me',
  ),
  A(
    `${B}(?:i'?m|im|i am|i was|i'?ve been|i have been|i get|i got|i keep getting|being|been|getting|got|was) (?:(?:being|been|getting|repeatedly|constantly|always|often|sometimes|badly|severely|physically|sexually|emotionally|verbally|regularly|still|also|so|really|just|almost|nearly|seriously|violently) )*(?:abused|molested|raped|groped|assaulted|sexually assaulted|beaten|beaten up|caned|whipped|bullied|cyber ?bullied|harassed|sexually harassed|stalked|blackmailed|threatened|doxx?ed|trafficked|exploited|picked on|ganged up on|spat on|choked|strangled|kidnapped|punched|kicked|slapped|touched inappropriately|attacked|hit)${E}(?! (?:by|with) (?:the |a |an )?(?:ball|car|bus|question|news|idea|storm|typhoon|wave|truck|flu|cold|virus|homework|work|emails|ads|spam|exams?|deadlines?|offers?)(?![a-z]))(?! (?:out of|off) (?:the |a |my )?(?:team|club|class|group|chat|game|server|course|programme|program)(?![a-z]))(?! (?:in|at) (?:the )?(?:final|game|match|race|competition|chess|tournament|debate|election|semi)(?![a-z]))`,
    "I'm being abused / bullied / harassed",
  ),
  A(
    `${B}(?:abusive|violent|physically abusive|sexually abusive|emotionally abusive) (?:${FAMILY}|family|household|home|relationship|boyfriend|girlfriend|partner|helper|tutor|teacher|coach)${E}`,
    'abusive parents',
  ),
  A(
    `${B}(?:my |our )?(?:${FAMILY}|boyfriend|girlfriend) (?:is|are|was|were|can be|gets|becomes|has been|have been) (?:so |really |very |extremely )?(?:abusive|violent)${E}`,
  ),
  A(
    `${B}(?:(?:abuse|violence|beatings?) (?:at|in) (?:my |our )?(?:home|house|family)|(?:domestic|family) (?:violence|abuse))${E}`,
    'domestic violence; career phrasings are in SAFETY_ORDINARY',
  ),
  A(
    `${B}(?:hear|heard|hearing|see|saw|seeing|watch|watched|watching) (?:my |our )?(?:${FAMILY}) (?:hitting|beating|hurting|choking|slapping|punching|kicking|attacking|hit|beat|hurt|choke|slap|punch|kick|attack)${E}`,
    'witnessing violence at home',
  ),
  A(
    `${B}(?:parents|mum and dad|mom and dad|dad and mum|dad and mom) ${FREQ}(?:fight|fighting|fought) (?:physically|violently|and (?:he|dad|she|mum|mom) (?:hits|hit|beats|beat|hurts|hurt|throws|threw|pushes|pushed))${E}`,
  ),
  A(
    `${B}(?:scared|afraid|terrified|frightened|too scared) (?:to |of )?(?:go|going|be|being) (?:back )?(?:home|at home|alone with (?:him|her|my (?:${FAMILY})))${E}`,
    'scared to go home',
  ),
  A(
    `${B}(?:scared|afraid|terrified|frightened) of my (?:${FAMILY}|boyfriend)${E}(?!(?:'s|'|s')? (?:reaction|response|disappointment|finding out|knowing|being (?:disappointed|angry|mad|upset)|when i (?:tell|show)|if i)(?![a-z]))`,
  ),
  A(
    `${B}(?:kick(?:s|ed|ing)?|throw(?:s|n|ing)?|threw|threatens? to kick|threatened to kick) (?:me|us) out (?:of (?:the |my |our )?(?:house|home|flat)|on(?:to)? the street)${E}`,
  ),
  A(`${B}(?:cyber ?)?bullied${E}`, 'bullied, cyberbullied'),
  A(
    `${B}(?<!anti[- ])(?:cyber ?)?bullying${E}(?! (?:prevention|awareness|research|campaign|policy|policies|programmes?|programs?|workshops?|talks?|education|statistics|rates?|laws?|studies)(?![a-z]))`,
  ),
  A(
    `${B}(?:bull(?:y|ies|ying)|harass(?:es|ed|ing)?|pick(?:s|ed|ing)? on|gang(?:s|ed)? up on|spit(?:s)? on|spat on|ostracis(?:e|es|ed|ing)|ostraciz(?:e|es|ed|ing)|boycott(?:s|ed|ing)?|humiliat(?:e|es|ed|ing)|cyber ?bully(?:ing)?) (?:me|us)${E}`,
  ),
  A(
    `${B}(?:everyone|everybody|they|(?:my |the |some |other )?(?:classmates|kids|students|boys|girls|people|seniors)|the whole class|my class|a group of [a-z]+) (?:at school |in (?:my )?class |online )?${FREQ}(?:laugh(?:s|ed|ing)? at|make(?:s)? fun of|made fun of|making fun of|tease(?:s|d)?|teasing|mock(?:s|ed|ing)?|exclude(?:s|d)?|excluding|ignore(?:s|d)?|ignoring|isolat(?:e|es|ed|ing)|insult(?:s|ed|ing)?|call(?:s|ed)? me names|steal(?:s|ing)? from|stole from|push(?:es|ed)?|trip(?:s|ped)?|spread(?:s)? rumou?rs about|hate(?:s)?) (?:me|us)${E}`,
    'classmates laugh at / exclude me',
  ),
  A(
    `${B}(?:no ?one|nobody|no body) (?:at school |in (?:my )?class )?(?:talks to|sits with|plays with|wants to (?:talk|sit|be friends|hang out) with) me${E}`,
    'ostracism (被杯葛)',
  ),
  A(
    `${B}(?:they|classmates|people|everyone|kids|students|someone|somebody|he|she) (?:[a-z']+ ){0,2}(?:post(?:ed|s|ing)?|spread(?:s|ing)?|shar(?:e|es|ed|ing)|made|make|makes|edit(?:s|ed)?|photoshop(?:s|ped)?) (?:rumou?rs|lies|memes|fake (?:photos|pics|pictures|accounts?)|embarrassing (?:photos|pics|pictures|videos?)|(?:mean|nasty|horrible|hateful) (?:things|comments|posts|messages)) (?:about|of) me${E}`,
    'cyberbullying',
  ),
  A(
    `${B}(?:told|tell|tells|telling|keep telling|kept telling|said|say|says) me to (?:go )?(?:${KILL} ${MYSELF}|kys|${DIE}|go die|unalive ${MYSELF}|jump off|hang ${MYSELF})${E}`,
    'told me to kill myself',
  ),
  A(`${B}(?:death threats?|rape threats?|hate (?:messages|comments|mail) (?:about|against|to) me)${E}`),
  A(
    `${B}(?:stalk(?:s|ed|ing)? (?:me|us)|follow(?:s|ed|ing)? me (?:home|everywhere|after school|to school))${E}`,
  ),
  A(
    `${B}(?:older|adult|grown) (?:man|men|guy|guys|woman|stranger) (?:online|on (?:instagram|ig|discord|snap|snapchat|tiktok|whatsapp|telegram)) (?:asked|asks|wants|wanted|keeps asking|kept asking|told|tells|sent|sends|messag(?:es|ed)) me${E}`,
  ),
  A(`${B}(?:does|did|doing|do) (?:things|stuff|bad things|weird things|sexual things) to me${E}`),
];

const ABUSE_ZH: SafetyPhrase[] = [
  A(
    '(?<!攻)打我(?!哋?(?:嘅|的|屋企|公司|辦公室)? ?(?:電話|手機|phone|call|號碼|whatsapp|wechat|微信|email|份工|手提|電腦|遊戲|隊|學校|班|校))',
    '打我, not 打我電話',
  ),
  A('打死我(?!都)', '打死我 (not 打死我都唔…)'),
  A(
    '(?:被|俾|畀|比|給|遭|受)(?:人|佢|佢哋|他|她|他們|' +
      ZH_WHO_LIST +
      '|家人|屋企人|同學|班同學|大家|師兄|外傭)?(?:毒打|虐打|虐待|毆打|打(?!斷|擾|敗|破|開|算|動|印|卡|工|分|交|針|電話|機|波|氣|擊|得|包|扮|理|掃|造|通|聽|探|招呼|風|雷|烊|折|疫苗|救|咗個|了個|jab)|揼|踢|摑|掌摑|鞭打|燙|非禮|性侵|侵犯|強[姦奸暴]|强[姦奸暴]|迷[姦奸]|摸|猥褻|偷拍|欺負|欺[凌淩]|霸[凌淩]|杯葛|孤立|排擠|恐嚇|威脅|勒索|起底|蝦|跟蹤)',
    '被打, 俾人蝦, 被欺負, 被杯葛, 被摸',
  ),
  A(
    '打(?:到|得)我(?:[^，。！？,.!?]{0,6})(?:流血|出血|見血|瘀|腫|損|受傷|骨折|爆|暈|入院|唔敢|好痛|痛到|喊)',
    '打到我流血',
  ),
  A(
    '(?:打|揼|摑|抽)(?:到|得)(?:我)?(?:成身|全身|周身|身上|塊面|手臂|背脊)(?:都)?(?:係|有)?(?:瘀|傷|血|印|腫)',
  ),
  A(
    '毒打|虐打|虐待|虐兒|受虐|被虐|家暴|家庭暴力|拳打腳踢|掌摑|毆打',
    'career phrasings are in SAFETY_ORDINARY',
  ),
  A(
    '(?:用|攞|拎|揸住|拿)(?:住|着|著)?(?:條|支|個|隻|把)?(?:藤條|衣架|衣叉|晾衫架|雞毛掃|皮帶|棍|木棍|鐵通|鐵棍|間尺|拖鞋|鞋|火鉗|掃把|掃帚|熨斗|煙頭|熱水|滾水|電線|叉電線|膠尺|筷子)(?:嚟|來|去)?(?:打|揼|扑|抽|鞭|燙|淋|撻|篤)',
    '用藤條打',
  ),
  A('藤條(?!家具|椅|製品|籃|工藝|傢俬)', '藤條 (the cane), 藤條炆豬肉'),
  A('(?:踢|摑|揼|捶|鞭|掐|勒(?!索)|扑)我(?!骨)'),
  A('(?:扯|揪|扭|捏|搣|箍|揸|掐|勒)(?:住|實)?我(?:嘅|的|個|條)?(?:頭髮|頸|喉嚨|脖子|耳仔|耳朵)'),
  A(
    '(?:鎖|關|困|禁錮)(?:住|咗|左|埋|起|了|起來)?我(?:哋)?(?:喺|在|入|係|出)(?:房|間房|個房|屋企|屋|廁所|浴室|露台|門外|櫃|籠|騎樓|出面|外面)',
    '鎖我喺房',
  ),
  A('(?:趕|踢|掟)(?:咗|左|了)?我(?:哋)?(?:出|離開)(?:街|門口|屋企|家|門|屋)', '趕我出街'),
  A(
    '(?:唔|不)(?:俾|畀|比|給|讓|准)(?:我|我哋)(?:食|吃|飲)(?:飯|嘢|野|東西|水)|餓(?:住)?我(?:幾|成|好)?(?:日|餐|天)',
  ),
  A(
    '(?:話|講|說|恐嚇|威脅|嚇)(?:過)?(?:要|會|想)?(?:打死|殺死|殺|斬|斬死|劈|劈死|燒死|掐死|整死|弄死)(?:我|我哋|我們|媽媽|阿媽|我媽)',
    '話要打死我',
  ),
  A(
    '(?:拎|揸|攞|拿|用)(?:住|着|著)?(?:把|張|支)?(?:刀|剪刀|刀仔|菜刀|生果刀|鉸剪)(?:指住|嚇|追|斬|刺|插|劏|𠝹|鎅|割|傷|對住)(?:我|媽媽|阿媽|我媽|我哋)',
  ),
  A(`${ZH_WHO}${ZH_OFTEN}(?:打|毆打|虐打|虐待|揼|踢|摑|掌摑|扑|掐|箍|勒)(?:我)?${ZH_VICTIM}`, '爸爸打媽媽'),
  A(
    '(?:爸媽|父母|爸爸媽媽|爹哋媽咪|屋企人)(?:成日|經常|常常|又|日日|不停|間中)?(?:喺屋企)?(?:打交|打架|大打出手|郁手|動手打)',
  ),
  A(
    '(?:見到|睇到|聽到|聽見|看到)(?:爸爸|爸|阿爸|老豆|老竇|父親|繼父|媽媽|阿媽|老母)(?:又|再|成日)?(?:打|毆打|虐待|揼|踢|摑)',
  ),
  A('摸(?:我|我哋)(?!頭|個頭|隻|部|本|架|張|啲嘢|嘅(?:貓|狗|嘢|電話|手機))', '摸我'),
  A(
    '(?:摸|掂|捉|揸|搓|舔|撫摸|偷影|偷拍|影|拍|睇|看|掀|除)我(?:嘅|的|個|啲|條)?(?:下體|私處|胸部|胸(?!口|肌|圍|襟|肺)|屁股|pat pat|陰部|生殖器|性器官|敏感部位|下面|裙底|底褲|內褲|大髀|大腿)',
    '摸我下體',
  ),
  A(
    '非禮|性侵|性騷擾|性暴力|[強强][姦奸暴]|迷[姦奸]|輪[姦奸]|亂倫|猥褻|雞[姦奸]|援交|性剝削|性虐',
    '非禮, 性侵, 強姦',
  ),
  A('侵犯(?:了|咗|左|過)?(?:我|我哋)', '侵犯了我'),
  A(
    '(?:叫|要|逼|迫|強迫|威逼|哄|呃|引誘|要求)我(?:去|幫佢|同佢|俾佢|畀佢)?(?:摸|掂|舔|錫|親|吹|除衫|脫衣|脫衫|除褲|脫褲|剝衫|剝光|影裸照|拍裸照|(?:send|傳|發|影)(?:啲)?(?:裸照|私密照|除衫相|性感相)|睇(?:a片|咸片|色情片|佢下體|佢(?:嘅|的)?(?:下體|私處))|同佢(?:瞓|睡|上床|發生關係|做愛)|坐(?:喺)?佢(?:大髀|大腿)|保守秘密|唔好話俾人知|唔好講俾人知|唔好同人講)',
    '叫我摸佢, 叫我除衫, 叫我唔好同人講',
  ),
  A(
    `(?:夜晚|半夜|晚上|深夜|每晚|晚晚|三更半夜)${ZH_WHO}?(?:都|會|成日|偷偷|又)*(?:入|走入|行入|入嚟|走入嚟|嚟|進|進入|走進|爬上|上|瞓|睡|鑽)(?:咗|了|左)?(?:入)?我(?:間|張|個)?(?:房|睡房|房間|床|被)`,
    '夜晚入我房',
  ),
  A(
    '(?:入|走入|行入|走入嚟|進入|爬上)(?:咗|左|了)?我(?:間|張)?(?:房|睡房|房間|床)(?:[^，。,.]{0,6})(?:摸|掂|錫|除|脫)',
  ),
  A(
    '裸照|私密照|私密(?:片|影片)|(?:send|傳|發)(?:咗|左|了)?(?:啲)?(?:色情|咸|a)(?:片|相|圖)(?:俾|畀|比|給)我',
    '裸照',
  ),
  A(
    '(?:威脅|恐嚇|揚言|勒索)(?:我)?(?:話)?(?:要|會|就)?(?:將|把)?(?:我)?(?:嘅|的|啲|d)?(?:相|照片|裸照|片|影片|私密照|對話|截圖|資料|地址|秘密)?(?:放|公開|上載|上傳|發佈|發放|發|傳|send|散播|放上網|貼|post)',
    '威脅要放我啲相上網',
  ),
  A(
    '話(?:要|會)(?:將|把)?我(?:嘅|的|啲|d)?(?:裸照|相|照片|片|影片|私密照|對話|截圖|資料|地址|秘密)(?:放|公開|上載|上傳|發佈|發放|傳|散播|貼|post)',
  ),
  A(
    '(?:放|上載|上傳|post|貼|散播|傳|send|發)(?:咗|左|了)?我(?:嘅|的|啲|d)?(?:裸照|私密照|私密片|除衫相|相|照片|片|影片)(?:上網|出去|俾人|畀人|比人|落group|喺群組|到群組|網上|去網上)',
    '放我啲相上網',
  ),
  A(
    '(?:網友|網上(?:認識|識)(?:嘅|的)?(?:人|叔叔|哥哥|男人|大人))(?:成日|一直|又|再)?(?:叫|要|問|逼)我',
    'online grooming',
  ),
  A('欺負(?:我|我哋)|(?:被|俾|畀|比|受)(?:人|佢哋|同學|班同學|大家)?欺負', '被欺負'),
  A('欺[凌淩]|霸[凌淩]|網暴|網[絡上](?:公審|暴力)', '欺凌, 霸凌'),
  A('(?:杯葛|孤立|排擠|蝦|恥笑|嘲笑|針對|恐嚇|威脅|勒索|圍毆|圍住|屈)(?:我|我哋)', '杯葛我, 蝦我'),
  A('起底|起(?:我|佢)(?:嘅|的)?底|人肉(?:搜索|搜尋|起底|我|咗我|了我)', '起底'),
  A(
    '(?:同學|全班|成班|班上|佢哋|大家|啲人|男同學|女同學|師兄|師姐|學長)(?:成日|經常|常常|日日|不停|一齊|都|又)*(?:笑我|蝦我|排擠我|孤立我|唔理我|唔同我講嘢|唔同我玩|恥笑我|嘲笑我|鬧我|改我(?:花名|綽號)|搶我(?:嘢|錢|野)|收我(?:錢|保護費)|問我攞錢|掟我(?:嘢|野)|推我|圍住我|屈我|偷我(?:嘢|野))',
    '同學成日笑我',
  ),
  A('叫我(?:去)?(?:死|自殺|跳樓)|話我(?:去)?死|叫我kys', '叫我去死 (bullying)'),
  A('保護費'),
  A('(?:p|ps|改|整|剪)(?:咗|左|了)?我(?:嘅|的|啲|d)?(?:相|照片|片)(?:放|上載|post|傳|send)'),
  A('(?:被|俾|畀|比)(?:人)?(?:跟蹤|偷拍|拍裙底|影裙底)|跟蹤我|(?:拍|影)我裙底|冒充我'),
  A('(?:好)?(?:驚|怕|害怕|唔敢|不敢)(?:返|回)(?:屋企|家)', '唔敢返屋企'),
  A(`(?:好)?(?:驚|怕|害怕)(?:我)?${ZH_WHO}(?:會)?(?:打|殺|傷害|虐待|非禮|摸|掂)`),
];

/**
 * Families added after the first measurement on bench/safety (the lead's review of what the set showed the
 * list lacked: wishes to be dead, jumping from a height, self-injury other than cutting, farewells, a
 * friend's disclosure, threats to keep a secret, mixed English and Chinese). Each is a family of ways to say
 * it, not the sentence that was missed.
 */
const REVIEWED_FAMILIES: SafetyPhrase[] = [
  S(`${B}(?:i'?d|i would|i'?d much) (?:rather|prefer to) (?:be )?(?:dead|${DIE})${E}`, "I'd rather be dead"),
  S(
    `${B}(?:want|wanna|going|gonna|plan(?:ning)?|think(?:ing)? about|thought about|ready|about) (?:to )?(?:jump(?:ing)?|leap(?:ing)?) (?:off|from|out of|in front of)${E}|${B}(?:roof|rooftop|edge|ledge|bridge|window|platform|balcony)(?:[a-z' ]{0,40})${B}(?:jump|jumping|leap)${E}|${B}(?:jump|jumping)(?:[a-z' ]{0,30})(?:roof|rooftop|ledge|bridge|window|balcony|building)${E}`,
    'jumping from a height',
  ),
  S(
    `${B}(?:scratch|scratching|scratched|punch|punching|punched|hit|hitting|burn|burning|burned|burnt|bite|biting|bit|bang|banging|starve|starving) ${MYSELF}${E}|${B}(?:scratch|scratching|scratched|pick|picking) (?:my|at my) (?:arms?|skin|wrists?|legs?|thighs?)(?:[a-z' ]{0,20}) (?:bleed|bleeds|bled|bleeding|raw)${E}|${B}(?:hide|hiding|hid|cover|covering) (?:the |my )?(?:cuts|scars|wounds|marks|bruises)${E}|${B}(?:cuts|scars) on my (?:arms?|wrists?|legs?|thighs?|stomach|body)${E}`,
    'self-injury other than cutting, and hiding it',
  ),
  S(
    `${B}(?:say|saying|said) (?:goodbye|good bye|bye) (?:to (?:everyone|everybody|you all|all of you|the world)|forever)${E}|${B}(?:goodbye|good bye) forever${E}|${B}this is (?:my )?goodbye${E}`,
    'farewells',
  ),
  S(
    `${B}(?:no|any) (?:reason|point) (?:for me )?(?:to (?:stay|be|keep) alive|to go on|to keep going)${E}|${B}(?:not|never) (?:being|be) alive (?:next|by|anymore|any more)${E}|${B}(?:won'?t|will not|wont) be (?:alive|around|here) (?:next|by|for|much longer|anymore|any more)${E}`,
    'no reason to stay alive, not being alive next year',
  ),
  S(
    `${B}(?:he|she|they|my (?:friend|classmate|sister|brother|cousin|bf|gf|boyfriend|girlfriend)|a friend|a classmate|(?:one of )?my friends?) (?:says?|said|told me|keeps? saying|texted|posted|wants?|wanted|is going|was going|plans?|planned|tried|is trying|threatened) (?:that )?(?:(?:she|he|they) )?(?:wants? |wanted |is going |plans? |tried )?(?:to )?(?:${KILL} (?:her|him|them)sel(?:f|ves)|end (?:her|his|their) li(?:fe|ves)|${DIE}|commit suicide|jump off)${E}|${B}${KILL}s? (?:her|him|them)sel(?:f|ves)${E}`,
    "a friend's disclosure",
  ),
  S('想 ?(?:die|kms|kill myself|end it)|好想 ?(?:die|死)|i (?:really )?想死', 'mixed English and Chinese'),
  S(
    '(?:從|由)?(?:屋企|家裡|家里|學校|天台|窗口|窗|橋|大廈|樓上|高處)?(?:的|嘅)?(?:窗口|窗|天台|橋|高處)?(?:跳(?:咗)?(?:落|下)(?:去|嚟)|跳(?:海|河|橋|軌|落街|落樓))|(?:想|打算|準備|會)(?:去)?(?:跳海|跳河|跳橋|跳軌|跳落去|跳下去|跳樓)',
    '跳下去, 跳海',
  ),
  S(
    '(?:吃|食|吞)(?:了|咗|左|晒)?(?:很多|好多|成排|成樽|一堆|大量|全部|晒)?(?:的|嘅)?(?:安眠藥|藥丸|藥|止痛藥|必理痛)(?:自殺|想死|唔想醒|不想醒)?(?!.{0,6}(?:先|之後|後)?(?:好返|好番|退燒|睡得好|瞓得好))',
    'overdose',
  ),
  S(
    '(?:沒有|冇|無)我(?:的話|嘅話)?[，,]?(?:大家|佢哋|他們|屋企人|家人|所有人|個世界)?(?:會)?(?:過得)?(?:更好|好啲|開心啲|輕鬆啲)',
    'better off without me',
  ),
  S(
    '(?:活下去|生存|做人|活著|生活|繼續生活|繼續活)(?:都)?(?:沒有|冇|無|唔)(?:意思|意義|希望|用|必要)',
    '活下去沒有意思',
  ),
  S(
    '(?:打算|準備|決定|想)(?:今晚|聽日|今日|明天|今天|遲啲|快啲)?(?:就)?結束(?:一切|所有|自己|生命|呢一切)',
    '結束一切',
  ),
  S(
    '(?:𠝹|鎅|割|刮|切)(?:咗|左|了|傷|損|爛)?(?:自己)?(?:嘅|的)?(?:手|手腕|手臂|腳|大髀|身體)|(?:自己)(?:𠝹|鎅|割)(?:嘅|的)?(?:傷口|疤|痕)|(?:手|手臂|手腕|大髀)(?:上|度)?(?:全部)?(?:都)?(?:係|是)?(?:自己)?(?:𠝹|鎅|割)(?:嘅|的|出嚟嘅)?(?:傷口|疤|痕)',
    '𠝹咗手, 自己𠝹嘅傷口',
  ),
  A(
    `${B}(?:call(?:s|ed|ing)? me names|push(?:es|ed|ing)? me around) and (?:kick|hit|punch|push|beat|slap|shove)(?:s|ed|ing)? me${E}|${B}(?:kick|punch|slap|shove|trip)(?:s|ed|ing|ped)? me (?:at|after|in|during|every) (?:school|class|recess|lunch|break|day)${E}|${B}got jumped${E}|${B}(?:gang(?:ed)? up on me|beat me up|beats me up|beating me up)${E}`,
    'bullying with violence at school',
  ),
  A(
    `${B}(?:said|says|told me|threaten(?:s|ed)?(?: to)?|warned me) (?:that )?(?:he'?ll|she'?ll|they'?ll|he will|she will|they will|he would|she would|they would|to)? ?(?:stab|kill|hurt|beat|hit|punch|get|harm) (?:me|my (?:family|mum|mom|mother|dad|father|sister|brother|parents))(?:[a-z' ]{0,30})${B}(?:if|unless) i (?:tell|told|say|said|report)${E}|${B}(?:stab|kill|hurt|harm) (?:me|my family)(?:[a-z' ]{0,20}) if i (?:tell|told|say|report)${E}`,
    'threats to keep it secret',
  ),
  A(
    `${B}(?:bruises?|marks|welts|burns|scars) (?:from|because of|that) (?:my )?${FAMILY}${E}|${B}${FAMILY} (?:left|gave me|gives me) (?:bruises?|marks|welts|a black eye)${E}`,
    'bruises from my dad',
  ),
  A(
    `${B}${WHO} ${FREQ}(?:touch(?:es|ed|ing)?|rub(?:s|bed|bing)?|strok(?:e|es|ed|ing)) (?:my|me on my) (?:leg|legs|thigh|thighs|chest|breasts?|bum|butt|bottom|private parts|privates|body|crotch)${E}|${B}(?:keep|keeping|kept) (?:secrets?|it (?:a )?secret) about (?:touching|what (?:he|she|they) (?:does|did|do))${E}`,
    'touching, and secrets about touching',
  ),
  A(
    `${B}(?:my )?(?:friend|classmate|cousin)(?:'s)? (?:told me|says|said)(?:[a-z' ]{0,20}) (?:her|his|their) (?:${FAMILY}) (?:hits|beats|abuses|touches|hurts|rapes|molests) (?:her|him|them)${E}|${B}(?:her|his) (?:${FAMILY}) (?:hits|beats|abuses|touches|hurts|rapes|molests) (?:her|him)${E}`,
    "a friend's disclosure of abuse",
  ),
  A(
    '(?:對|向)我(?:做|作)(?:了|咗|左)?(?:一些|啲)?(?:不恰當|唔恰當|唔啱|不該|奇怪|唔好)(?:的|嘅)?(?:事|嘢|行為)|(?:叫|要|逼|迫|吩咐)我(?:不要|唔好|唔准|不准|千祈唔好)(?:話|講|告訴|同)(?:俾|畀|比)?(?:任何人|人知|別人|其他人|人聽|老師|媽媽|爸爸|屋企人)',
    '不恰當的事, 叫我不要告訴別人',
  ),
  A(
    '(?:逼|迫|強迫|要)我(?:同|跟|和)(?:佢|他|她)(?:做|發生)(?:嗰啲|那些|呢啲|那種|嗰種)?(?:嘢|事|關係)',
    '佢逼我同佢做嗰啲嘢',
  ),
  A(
    `(?:佢|他|她)(?:阿爸|爸爸|老豆|爹哋|阿媽|媽媽|繼父|繼母)(?:成日|經常|又|都)?(?:打|虐待|非禮|摸)(?:佢|他|她)`,
    '同學話佢阿爸打佢',
  ),
  A(
    `${B}touch(?:es|ed|ing)? 我(?:下面|下體|私處|屁股|胸)|(?:摸|掂|touch)(?:我)?(?:下面|下體|私處)`,
    'touch 我下面',
  ),
  // Warning signs a counsellor is trained to hear: preparations, a date, a last goodbye, not being around.
  S(
    `${B}(?:wrote|writing|write|left|leaving|written) (?:a |my )?(?:goodbye|suicide|last) (?:letters?|notes?|messages?)${E}|${B}(?:giving|gave|give) (?:away )?(?:all )?my (?:stuff|things|belongings|games|clothes) away${E}|${B}(?:last|final) (?:night|day|week|post|message|time)(?: (?:on earth|alive|ever))?${E}(?=.{0,40}(?:not replying|goodbye|forever|alive|anymore|any more|sorry|tonight))`,
    'goodbye letters, giving things away, a last night',
  ),
  S(
    `${B}(?:saving|saved|collecting|collected|stockpiling|hoarding|hiding|hid|keeping) (?:up )?(?:[a-z']+ ){0,2}(?:sleeping )?(?:pills|tablets|meds|medication|medicine|paracetamol|panadol)${E}|${B}how many (?:[a-z]+ )?(?:pills|tablets|paracetamol|panadol|sleeping pills)(?:[a-z' ]{0,30})(?:not wake|never wake|die|overdose|kill)${E}|${B}(?:not|never|don'?t|won'?t) (?:to )?wake up(?: again| anymore| any more| tomorrow)?${E}(?<!(?:alarm|late|early|can'?t|cannot|couldn'?t|to|hard to|want to wake up) (?:not|never|don'?t|won'?t) (?:to )?wake up)`,
    'saving pills, asking how many, not waking up',
  ),
  S(
    `${B}(?:how (?:high|tall)|which (?:floor|building)|how far)(?:[a-z' ]{0,40})(?:survive|die|fall|jump)${E}|${B}(?:where|how) (?:can i|to|do i) (?:buy|get) (?:charcoal|a rope|rope|pills|sleeping pills)${E}|${B}(?:stepping|step|jump|jumping|fall|falling) (?:off|onto|in front of) (?:the )?(?:platform|tracks|train|ledge|edge|roof)${E}`,
    'researching a method, stepping off the platform',
  ),
  S(
    `${B}(?:edge|ledge|platform|roof|rooftop|bridge|balcony)(?:[a-z' ]{0,50})${B}(?:stepping off|step off|jump|jumping|falling|fall off|letting go)${E}`,
    'standing at an edge and thinking of stepping off',
  ),
  S(
    `${B}(?:won'?t|will not|wont|don'?t plan to|do not plan to|not going to|never going to) (?:live|make it|be alive|be around|be here|survive) (?:past|beyond|until|till|to see|for|after|much longer|long)${E}|${B}(?:i )?(?:don'?t|do not) think i'?ll be (?:around|here|alive)${E}|${B}(?:already )?(?:picked|chose|chosen|set|decided on) (?:the|a) (?:date|day)${E}(?=.{0,60}(?:over|end|gone|die|dead|goodbye|for me))|${B}it'?s (?:all )?over for me${E}`,
    'not being around, a date picked',
  ),
  S(
    `${B}(?:punch|punching|punched|hit|hitting|bang|banging|banged|slam|slamming) (?:the |my head (?:against|on) the )?(?:wall|walls|desk|door)(?:[a-z' ]{0,30})(?:bleed|bleeds|bled|bleeding|broke|hurt)${E}|${B}(?:blades?|razors?)(?:[a-z' ]{0,40})(?:bloody|blood)${E}|${B}(?:wants?|wanted) to (?:disappear|vanish|not exist|stop existing)${E}|${B}i hate myself so much${E}`,
    'punching walls until they bleed, blades, wanting to disappear',
  ),
  S(
    '(?:考完|讀完|畢業|放榜|(?:呢|今)個月尾|聽日|今晚|過咗)(?:dse|試|之後|後)?(?:就)?(?:會)?(?:去死|自殺|了結|結束自己|完結一切|結束一切|唔喺度|消失)|(?:揀好|選好|定好)(?:咗)?(?:日子|日期)',
    '考完DSE就去死, 揀好日子',
  ),
  S(
    '(?:儲|收埋|囤|偷偷儲|收集)(?:咗|左|緊)?(?:好多|一堆|成樽|啲)?(?:粒)?(?:安眠藥|藥丸|止痛藥|必理痛|藥)|(?:搵|買|網上買|去買)(?:緊)?(?:邊度)?(?:可以)?(?:買到)?(?:炭|繩|安眠藥)(?!.{0,6}(?:燒烤|bbq|燒嘢食|露營))',
    '儲安眠藥, 買炭',
  ),
  S(
    '(?:希望|想|寧願)(?:自己)?(?:(?:瞓|睡)(?:著|着)?(?:咗|了)?(?:之後)?(?:就)?)?(?:唔好|不要|不會|唔會|永遠不)(?:再)?(?:醒|起身)',
    '希望唔好再醒返',
  ),
  S(
    '(?:如果|假如|若果)(?:我)?(?:死(?:咗|了)|走(?:咗|了)|唔喺度|不在)(?:[，,]?(?:係咪|是否|會唔會|大家|佢哋|屋企人|爸媽|所有人)){1,3}(?:都)?(?:會)?(?:開心|好過|輕鬆|鬆一口氣|冇所謂|沒所謂)|(?:冇人|沒有人|無人)(?:會)?(?:掛住|記得|想念|在乎|理)(?:我)|我(?:走|死)(?:咗|了)(?:都)?(?:冇|沒|無)所謂|(?:消失|死)(?:咗)?(?:算|都好)(?:.{0,10}(?:冇人|沒有人|無人)(?:會)?(?:發覺|發現|理))?|直接消失',
    '冇人會掛住我, 消失算',
  ),
  S(
    '(?:用|攞)(?:圓規|刀|剪刀|𠝹刀|鎅刀|筆|針|煙頭)(?:篤|𠝹|鎅|刺|割|燙|辣)(?:自己|我自己)|(?:用|拎)(?:個)?頭(?:去)?(?:撞|㩒)(?:牆|枱|門)|撞(?:到)?(?:流血|出血)',
    '圓規篤自己, 頭撞牆',
  ),
  S('(?:遺言|遺書|絕筆)', '遺言, 遺書'),
  S(
    '(?:最後一次|最後一晚|最後一日)(?:.{0,20})(?:唔喺度|不在|消失|再見|永別)|(?:過咗|過了)(?:今個禮拜|今晚|今日|今個月)(?:我)?(?:就)?(?:唔喺度|不在|消失)',
    '最後一次, 唔喺度',
  ),
  A(
    `${B}(?:lock(?:s|ed)?|locking) me (?:out|in)(?:[a-z' ]{0,40})${E}|${B}(?:got |was |been |am |i'?m )?locked (?:in|out of) (?:my |the )?(?:room|flat|house|home|toilet|cupboard|closet)(?:[a-z' ]{0,40})(?:days?|night|hours|punishment|food)${E}`,
    'locked in or out as a punishment',
  ),
  A(
    `${B}(?:hasn'?t|haven'?t|didn'?t|doesn'?t|don'?t|won'?t|never) (?:let|lets|allowed?) (?:me|us) (?:eat|have food|go to school)${E}|${B}(?:without|no) (?:food|money for food|anything to eat)(?:[a-z' ]{0,30})(?:punishment|days|week|alone)${E}|${B}(?:left|leave|leaves) (?:me|us|me and my (?:little )?(?:sister|brother))(?: and my (?:little )?(?:sister|brother))? alone (?:at home )?for (?:a |two |three |several )?(?:days?|weeks?|nights?)${E}|${B}(?:not allowed|don'?t let me|won'?t let me) (?:to )?go to school${E}`,
    'neglect: no food, left alone, kept from school',
  ),
  A(
    `${B}(?:bruises?|burns?|burn marks|scars|marks|cuts)(?:[a-z' ]{0,30})(?:from|because of|that) (?:my |our |her |his )?(?:${FAMILY})${E}|${B}(?:${FAMILY}) (?:did it|does it|did this|burned|burnt|scalded|choked|chokes|strangled)(?:[a-z' ]{0,20})${E}|${B}(?:our|my|her|his) (?:${FAMILY}) (?:kicks|hits|beats|burns|slaps|punches) (?:him|her|them|us)${E}|${B}(?:tell|told) (?:the )?teachers? i fell${E}`,
    'injuries from a parent, told to say "I fell"',
  ),
  A(
    `${B}(?:sends?|sent|sending) me (?:pics|pictures|photos|videos|nudes)(?:[a-z' ]{0,30})(?:secret|don'?t tell|himself|herself|naked)${E}|${B}(?:it'?s|is) our (?:little )?secret${E}|${B}(?:grabbing|grabs|grabbed|touching|touches|rubbing) my (?:waist|bum|butt|chest|leg|thigh)${E}`,
    'grooming, our secret, grabbing',
  ),
  A(
    '(?:男朋友|男友|繼父|後父|叔叔|阿叔|表哥|堂哥|舅父|姑丈|姨丈|補習老師|教練|老師|鄰居|佢)(?:成日|經常|又|都|趁(?:屋企)?(?:冇人|無人|沒有人)(?:嗰陣|時|的時候)?)?(?:對我做|對我)?(?:掂|摸|錫|攬)(?:我)|(?:趁|等)(?:屋企)?(?:冇人|無人|沒有人)(?:嗰陣|時|的時候)?(?:對我|同我)(?:做|搞)',
    '阿媽男朋友成日掂我',
  ),
  A(
    '(?:俾|畀|比|被)(?:人|佢|爸爸|媽媽|阿爸|阿媽|屋企人)?(?:鎖|困|關)(?:咗|左|了)?(?:喺|在)?(?:房|廁所|屋企|屋外|門外|街)|(?:鎖|困|關)(?:咗|左|了)?我(?:喺|在)?(?:房|廁所|門外|屋外|街)',
    '俾人鎖咗喺房',
  ),
  A(
    '(?:冇|沒有|無|唔俾|不給|不讓|唔畀)(?:我)?(?:嘢|飯|東西)?(?:食|吃)(?:.{0,10}(?:懲罰|幾日|成日|成個禮拜|三日|兩日))|(?:唔俾|不讓|唔畀|不准)我(?:返學|上學|食飯)|(?:留低|留下|掉低)(?:我|我哋|我同(?:妹妹|細佬|弟弟|家姐))(?:.{0,20})(?:冇錢|沒有錢|冇嘢食|沒東西吃)|(?:成個禮拜|幾日|成個月)(?:都)?唔返屋企',
    '冇嘢食, 唔俾我返學, 留低我哋',
  ),
  A(
    '(?:如果|若果|假如)我(?:同人講|話俾人知|講出嚟|告訴別人|報警)(?:.{0,10})(?:殺|打|斬|傷害)(?:咗|死)?我',
    '如果我同人講就殺咗我',
  ),
  A(
    `${ZH_WHO}(?:身上)?(?:成日|經常)?(?:有)?(?:瘀傷|瘀青|傷痕)(?:.{0,10})(?:阿爸|爸爸|阿媽|媽媽|繼父|繼母)(?:踢|打|整)|(?:阿爸|爸爸|阿媽|媽媽|繼父|繼母)(?:用)?(?:滾水|熱水|煙頭|藤條|衣架|皮帶)(?:淥|燙|打|辣)|(?:扼|揸|箍)(?:住)?我(?:條|嘅|的)?(?:頸|喉嚨)|(?:搵|攞|拎)(?:嘢|東西|碗|杯)(?:掟|擲|扔)(?:我)`,
    '瘀傷, 滾水淥, 扼頸, 掟嘢',
  ),
  A('(?:夜晚|半夜|晚上|夜晚會|成日)(?:會)?(?:入|走入|闖入)(?:佢|我|她|他)(?:嘅|的)?房', '阿叔夜晚會入佢房'),
  A(
    '(?:對我)?做(?:啲|一些)?(?:好)?(?:奇怪|唔舒服|唔正常)(?:嘅|的)?(?:嘢|事)(?:.{0,10}(?:唔敢講|不敢說|唔鍾意|不喜歡))?',
    '做啲好奇怪嘅嘢',
  ),
  A(
    `${B}(?:boyfriend|bf|stepdad|step ?father|step ?mum|step ?mom|uncle|cousin|tutor|coach|teacher|dad|father|mum|mom|brother|neighbou?r) ?(?:成日|經常|又|都|夜晚)?(?:掂|摸|打|非禮|錫)我`,
    "my mum's boyfriend 成日掂我 (mixed English and Chinese)",
  ),
  // Third round: warning signs and harms a phrase list misses when they are said indirectly (the third set):
  // being a burden, a plan, not being around, not eating, overdose taken; grooming, sextortion, neglect,
  // violence at home witnessed. Families from safeguarding practice, not the sentences that were missed.
  S(
    `${B}(?:not|never) (?:gonna|going to) be (?:around|here|alive)${E}|${B}(?:everyone|everybody|they|my (?:family|parents)|people) (?:would|will|'?d) be (?:better off|happier)(?:[a-z' ]{0,20}) (?:without me|if i (?:just )?(?:disappeared|died|was gone|wasn'?t here|left))${E}|${B}(?:i )?(?:already )?(?:know|decided|planned) (?:how|when|where) i (?:would|will|'?ll|'?d|am going to|'?m gonna) do it${E}|${B}(?:been )?planning it for (?:days|weeks|months|a while)${E}|${B}before i do it${E}|${B}hopefully it ends soon${E}`,
    'a burden, a plan, not being around',
  ),
  S(
    `${B}(?:don'?t|do not|never) (?:feel like i )?deserve (?:to )?(?:food|eat|eating|to live|to be alive|to be happy)${E}|${B}(?:stopped|stop|quit) eating${E}(?=.{0,60}(?:control|deserve|end|die|punish|meds|pills))|${B}(?:threw|throw|throwing) (?:away|out) my (?:meds|medication|medicine|pills)${E}`,
    'not eating as self-punishment, throwing meds away',
  ),
  S(
    `${B}(?:took|take|taken|swallowed|ate|had|downed) (?:a bunch of|a lot of|loads of|lots of|too many|all (?:of )?(?:my|the)|half (?:a|the) (?:bottle|box|pack) of|a (?:bottle|box|pack|handful) of) (?:my )?(?:[a-z']+ )?(?:pills|tablets|meds|medication|paracetamol|panadol|sleeping pills)${E}|${B}(?:how long|how much blood)(?:[a-z' ]{0,30})(?:bleed out|to die|overdose)${E}|${B}(?:what|which) floor(?:[a-z' ]{0,40})(?:survive|die|jump)${E}|${B}(?:thinking about|think about|thought about) (?:just )?going over${E}|${B}won'?t need (?:them|it|these|my (?:stuff|things)) anymore${E}|${B}(?:after|by|on|this) (?:friday|monday|tuesday|wednesday|thursday|saturday|sunday|tonight|tomorrow|the weekend)(?:[a-z' ]{0,40})(?:sorry|goodbye|bye|gone|won'?t be)${E}|${B}tell (?:my )?(?:friends|family|parents|mum|mom|dad)(?:[a-z' ]{0,10}) sorry (?:from me|for me)${E}|${B}(?:goodbye|good bye|farewell) (?:msg|message|letter|note)${E}|${B}(?:i'?m|im|i am) so done${E}(?=.{0,60}(?:plan|it|life|living|tonight|before))|${B}(?:bang|banging|banged|hit|hitting) my head (?:against|on) the wall${E}`,
    'overdose taken, bleeding out, going over, things not needed, a farewell',
  ),
  S(
    '(?:頂唔順|撐唔落去|唔想再撐|撐唔住|捱唔落去)(?:.{0,10}(?:喇|了|啦|落去))?|(?:送晒|送咗|送哂|俾晒|畀晒)(?:.{0,12})(?:唔會再用|用唔著|用唔着|唔再需要)|(?:唔會再用得著|用唔著喇)',
    '頂唔順, 送晒啲嘢',
  ),
  S(
    '(?:食|吞|服)(?:咗|了|左)(?:成|半|一|好多|幾)(?:樽|盒|排|粒|堆)(?:.{0,4})(?:panadol|必理痛|安眠藥|藥|止痛藥)',
    '食咗半樽panadol',
  ),
  S(
    '(?:覺得)?(?:自己)?(?:唔配|不配)(?:食|吃|活|生存|做人|開心)|(?:幾|三|四|五|成個禮拜|幾)日(?:都)?(?:冇|沒有|無)(?:食|吃)(?:嘢|東西|飯)(?:.{0,10}(?:唔配|不配|懲罰|唔想|不想))',
    '唔配食嘢',
  ),
  S(
    '(?:如果我唔喺度|如果冇咗我|如果我消失|冇咗我)(?:.{0,15})(?:輕鬆|好過|開心|唔使)|(?:不如|索性|直接)(?:消失|死)(?:咗佢|咗|了)?(?:算|都好)?|唔好再阻住(?:大家|你哋|佢哋)|(?:我)?(?:諗|想)好(?:咗|了)(?:.{0,4})$',
    '如果我唔喺度輕鬆好多, 消失咗佢',
  ),
  S(
    '(?:道別信|告別信|遺書|最後一封信)|(?:寫|留)(?:咗|了|好)?(?:封)?信(?:俾|畀|給)(?:屋企人|爸媽|家人|阿媽|阿爸|朋友)(?:.{0,10}(?:唔喺度|最後|道別|拜拜))|(?:同|和)(?:朋友|所有人|大家)(?:講|說)(?:咗|了)?(?:拜拜|再見|永別)',
    '道別信, 同朋友講拜拜',
  ),
  S(
    '(?:上|企|坐|行)(?:喺|在)?天台(?:.{0,12})(?:諗|想|係咪今晚|跳|落去)|(?:跌落|跳落|行前一步跌落)(?:路軌|軌|街)|解脫晒|(?:刪晒|刪除所有|刪咗所有)(?:ig|相|帳戶|account)(?:.{0,20})(?:拜拜|差唔多|再見)',
    '天台, 路軌, 解脫, 刪晒IG講拜拜',
  ),
  A(
    `${B}(?:send|post|share|leak|show)(?:s|ed|ing)? (?:them|it|the (?:pics|photos|video|recording)|my (?:pics|photos|nudes|video))(?:[a-z' ]{0,40}) (?:unless|if i (?:don'?t|do not|won'?t))${E}|${B}(?:leak|post|send|share) (?:my )?(?:nudes|pics|photos|video|recording|noodz|nudez)(?:[a-z' ]{0,30}) (?:unless|if i don'?t)${E}|${B}(?:or|otherwise) (?:he'?ll|she'?ll|they'?ll|he will|she will|they will) (?:post|send|leak|share|show) (?:the |my )?(?:recording|video|pics|photos|nudes)${E}|${B}asking for more or${E}`,
    'sextortion',
  ),
  A(
    `${B}(?:come|go|meet|visit)(?:[a-z' ]{0,20}) (?:to )?(?:his|her|their) (?:flat|place|home|house|car|studio|hotel|room)(?:[a-z' ]{0,30}) (?:and )?(?:not|don'?t|never) tell (?:my|your|anyone|any ?one|the)${E}|${B}(?:not|don'?t|never) tell (?:my|your) (?:parents|mum|mom|dad|family)(?:[a-z' ]{0,40}) (?:meet|come|visit|flat|place|car|studio)${E}|${B}(?:delete|deleted|clear) (?:the|our) (?:chat|messages|msgs|texts) after${E}|${B}mature for (?:my|your) age${E}|${B}(?:asked|asks|asking) (?:me )?for (?:a )?(?:pic|pics|photo|photos|picture|selfie)s? of me in my (?:uniform|underwear|bed|pyjamas|swimsuit)${E}|${B}(?:turn on|open) (?:my|your) (?:cam|camera)(?:[a-z' ]{0,20}) (?:take|took) (?:my|your|off)${E}|${B}take (?:my|your) (?:shirt|top|clothes) off${E}|${B}(?:adult|man|guy|stranger|someone)(?:[a-z' ]{0,40}) (?:waits|waiting|waited) (?:outside|at) (?:the |my )?(?:gate|school|home|door)${E}|${B}(?:asked|asks|wants) (?:me )?to meet (?:him |her )?alone${E}|${B}(?:better|higher) marks(?:[a-z' ]{0,30}) if i (?:go|come|meet|visit|send)${E}`,
    'grooming: secrecy, meeting, images, gifts',
  ),
  A(
    `${B}(?:dad|father|stepdad|mum|mom|mother|boyfriend)(?:[a-z' ]{0,30}) (?:threw|throws|pushed|pushes|slammed|slams|beat|beats|hit|hits|punched|punches|kicked|kicks|choked|chokes) (?:my )?(?:mum|mom|mother|dad|father|sister|brother)${E}|${B}(?:punch|punches|punched|hit|hits|slap|slaps) (?:u|you|me) in the face${E}(?=.{0,40}(?:dad|mum|mom|father|mother|discipline|normal))|${B}(?:my )?(?:dad|father|mum|mom|mother)(?:[a-z' ]{0,10}) said if i tell (?:the |anyone|anybody|my )?(?:[a-z ]{0,20})(?:he'?ll|she'?ll|he will|she will) (?:kill|hurt|beat) me${E}`,
    'violence at home witnessed, threats to keep quiet',
  ),
  A(
    `${B}(?:left|leave|leaves) (?:me|us)(?:[a-z' ]{0,20}) (?:like )?(?:\\$|hk\\$)?\\d+(?:[a-z' ]{0,40})(?:no food|nothing to eat|haven'?t eaten)${E}|${B}(?:no|nothing) (?:food|to eat) (?:left )?at home${E}(?=.{0,60}(?:parents|mum|mom|dad|left|weeks?|days?))|${B}(?:won'?t|wont|refuses? to|doesn'?t|don'?t) take me to (?:a |the )?(?:doctor|hospital|clinic|dentist)${E}`,
    'neglect: left without food, no doctor',
  ),
  A(
    '(?:阿爸|爸爸|老豆|繼父|佢|男朋友)(?:一)?(?:飲醉|飲醉酒|發脾氣|發癲)(?:就|又)?(?:.{0,6})(?:打|擲|掟|推|踢)(?:阿媽|媽媽|我|嘢)|擲嘢落我(?:度|身)|(?:掟|擲)嘢(?:埋|落)(?:我)',
    '飲醉就打阿媽, 擲嘢落我度',
  ),
  A(
    '(?:話|說)(?:有|擁有)我(?:啲|的|嘅)?(?:相|照片|片)(?:.{0,20})(?:放上網|放上|post|send|傳|俾全校|俾人睇)|(?:放|post|傳)(?:咗|了)?我(?:換衫|沖涼|裸|私密)(?:嘅|的)?(?:片|相|照片)|(?:唔再send|唔send|不send|唔俾錢|不給錢)(?:.{0,10})(?:就)?(?:放上網|放出嚟|公開)',
    '有我啲相，唔send就放上網',
  ),
  A(
    '(?:唔好|不要|唔准|不准)(?:話|講|告訴)(?:俾|畀|給)?(?:屋企人|家人|爸媽|父母|老師|其他同學|任何人)(?:知)?(?:.{0,20})(?:工作室|屋企|酒店|見面|出去|一個人去)|(?:自己|一個人)(?:一個)?去(?:佢|他)(?:嘅|的)?(?:工作室|屋企|家|酒店)(?:.{0,20})(?:唔好|不要)(?:話|講|告訴)|時鐘酒店|(?:去佢屋企|去他家)(?:補課|溫書)(?:.{0,10})(?:改高|幫我改|加分)|(?:約|叫)我(?:出去|單獨)(?:見面|見)|(?:send|傳|發)(?:啲)?(?:色情|鹹濕)(?:嘢|片|相)(?:俾|給)我',
    'grooming in Chinese',
  ),
  A(
    '(?:返咗|去咗|走咗)(?:大陸|內地|外國)(?:.{0,10})(?:淨係|只)(?:留|俾)(?:咗|了)?(?:.{0,6})(?:蚊|元)|雪櫃(?:乜都冇|咩都冇|空晒)|(?:唔帶我|不帶我)(?:去)?睇醫生',
    'neglect in Chinese',
  ),
];

export const SAFETY_PHRASES: readonly SafetyPhrase[] = [
  ...SELF_HARM_EN,
  ...SELF_HARM_ZH,
  ...ABUSE_EN,
  ...ABUSE_ZH,
  ...REVIEWED_FAMILIES,
].map((p) => ({ ...p, pattern: hk(p.pattern) }));

/** Ordinary sayings that share words with risk phrases; removed from the text before matching. */
export const SAFETY_ORDINARY: readonly string[] = (<string[]>[
  // "the teacher beat me at chess", "she beat me to it", "he beat me by two points"
  `${B}(?:beats?|beat|beaten|beating) (?:me|us|him|her|them|(?:my|our) [a-z]+) (?:at|in|to|by|on) (?:a |an |the |my |our |every |his |her |this |that )?(?:[^ ]+ )?(?:chess|go|cards?|poker|mahjong|tennis|badminton|football|basketball|soccer|volleyball|ping ?pong|table tennis|squash|swimming|running|sprints?|races?|games?|matche?s?|finals?|exams?|tests?|quiz(?:zes)?|competitions?|debates?|elections?|votes?|tournaments?|maths?|english|science|scores?|grades?|marks|points|it|first place|top|video games?|mario ?kart|fifa|minecraft|fortnite|valorant|spelling bee)${E}`,
  `${B}(?:beats?|beat) (?:me|us) (?:fair and square|easily|by (?:[^ ]+ )?(?:points?|marks?|seconds?|votes?|goals?|places?))${E}`,
  // "beats me why…": the idiom for "I don't know"
  `${B}beats me (?:why|how|what|where|who|whether)${E}`,
  `(?:^|${B}(?:it|that|sure) )beats me${E}(?! (?:when|if|at|every|up|with)(?![a-z]))`,
  // careers in suicide prevention; the ethics debate
  `${B}suicide (?:prevention|research|risk assessment|statistics|rates?|squad|doors?|bombers?|bombings?)(?:(?: and| &)? (?:research|researcher|work|worker|studies|programmes?|programs?|charity|charities|ngo|organi[sz]ations?|officer|specialist|career|field|policy|campaigns?|strategy|centre|center|training|volunteer(?:ing)?|services?))*${E}`,
  `${B}(?:physician|doctor)[- ]assisted suicide${E}`,
  `${B}cross my heart(?:,? and)? hope to die${E}`,
  // "I want to help abused children"
  `${B}(?:help|helping|helps|support|supporting|protect|protecting|work with|working with|care for|caring for|counsel|counsell?ing|serve|serving|rescue|rescuing|advocate for|advocating for|defend|defending|represent|representing) (?:the )?(?:abused|neglected|bullied|trafficked|exploited|at-risk|vulnerable)(?: (?:and|or) (?:abused|neglected|bullied|trafficked|exploited|at-risk|vulnerable))? (?:children|kids|women|youth|young people|teens|teenagers|minors|students|animals|people|families|victims|survivors)${E}`,
  `${B}(?:help|helping|support|supporting|protect|protecting|work with|working with|counsel|counsell?ing|represent|representing|defend|defending|advocate for|advocating for|(?:lawyer|advocate|counsell?or|social worker|psychologist|therapist|officer|volunteer|charity|ngo|nurse|doctor)s? (?:for|with|helping)) (?:the )?(?:victims?|survivors?) of (?:child |sexual |domestic |physical |emotional |school |cyber ?)?(?:abuse|violence|assault|bullying|harassment|trafficking|rape|crimes?)${E}`,
  `${B}(?:prevent|preventing|prevention of|research(?:ing)? (?:on|into)|study(?:ing)?|investigat(?:e|ing)|tackle|tackling|combat(?:ing)?|awareness of|laws? (?:on|against)) (?:child |sexual |domestic |elder |substance |drug |school )?(?:abuse|violence|bullying|cyberbullying|harassment)(?: (?:cases|prevention|research|policy|law|laws))?${E}`,
  `${B}(?:study|studying|research|researching|understand|understanding|learn|learning|look into|looking into) (?:why|how) (?:[a-z]+ ){0,3}(?:get|gets|are|is|were|was|become) (?:bullied|abused|harassed)${E}`,
  // "a psychologist who works with people who self-harm"
  `${B}(?:work(?:s|ing)? with|help(?:s|ing)?|support(?:s|ing)?|treat(?:s|ing)?|counsel(?:s|ling|ing)?) (?:people|patients|teens|teenagers|young people|students|clients|kids|children|those) who (?:self[- ]?harm|are suicidal|have (?:attempted suicide|suicidal thoughts))${E}`,
  `${B}domestic violence (?:lawyer|law|laws|research|researcher|unit|policy|legislation|ordinance)${E}`,
  // 防止自殺研究中心, 自殺率
  '(?:防止|預防)自殺(?:研究|工作|中心|計劃|服務|機構|教育|策略|政策|義工)|自殺(?:率|預防|研究|數字|統計)|(?:研究|預防|防止)自殺(?:問題|現象|成因)',
  // 想做社工幫受虐兒童
  '(?:幫|幫助|協助|支援|保護|照顧|輔導|服務|救助|關心|關顧|援助)(?:啲|一些|更多|呢啲|嗰啲)?(?:被)?受虐(?:待)?(?:嘅|的)?(?:兒童|小朋友|細路|婦女|女性|長者|老人|學生|青少年|動物|家庭|人士|人)',
  '(?:幫|幫助|協助|支援|保護|輔導|服務|援助)(?:啲|一些|更多)?(?:家(?:庭)?暴(?:力)?|性侵|性暴力|虐兒|欺[凌淩]|霸[凌淩])(?:嘅|的)?(?:受害人|受害者|倖存者|家庭|兒童|婦女|個案)',
  '(?:處理|跟進|負責|調查)(?:啲|一些)?(?:虐兒|虐待兒童|家暴|家庭暴力|性侵|欺[凌淩])(?:嘅|的)?(?:個案|案件)',
  '(?:預防|防止|研究|關注)(?:兒童|校園)?(?:性侵|性暴力|性騷擾|虐兒|虐待兒童|家暴|家庭暴力|欺[凌淩]|霸[凌淩])(?:問題|個案|案件|研究|教育|工作|政策|服務)',
  '反(?:欺[凌淩]|霸[凌淩]|網絡欺[凌淩])',
  // 笑到想死: laughing, not distress
  '笑(?:到|得)(?:我)?(?:好)?想死',
  // a career or an essay about the topic: "a lawyer who handles domestic violence cases", "an essay on cyberbullying"
  `${B}(?:handles?|handling|works? on|working on|takes?|taking|specialis(?:e|es|ing)|specializ(?:e|es|ing) in) (?:child |sexual |domestic |school )?(?:abuse|violence|bullying|cyberbullying|harassment) (?:cases|law|matters|claims)${E}`,
  `${B}(?:essay|project|report|presentation|assignment|research|paper|article|debate|sba|ia) (?:on|about) (?:child |sexual |domestic |school |online )?(?:abuse|violence|bullying|cyberbullying|harassment|suicide prevention)${E}`,
  '(?:預防|防止)自殺(?:嘅|的)(?:研究|工作|計劃|服務|教育)',
  // Cantonese hyperbole: 攰到想死, 考試考到想死 (tired, bored, hot, exams), not 煩 or 痛
  '(?:攰|累|悶|熱|凍|餓|飽|忙|考試考|溫書溫|溫|考|做功課做|趕功課趕|嬲)(?:到|得)(?:我)?(?:好)?想死',
  // a career about it: "a police negotiator for suicide cases", 防止虐兒嘅社工
  `${B}(?:negotiators?|hotline|crisis line|counsell?ors?|officers?|workers?|volunteers?|nurses?|researchers?) (?:for|on|in|handling) (?:suicide|self[- ]harm|abuse|domestic violence) (?:cases|calls|prevention|research|units?)${E}`,
  '(?:防止|預防|處理|關注)(?:虐兒|虐待兒童|家暴|家庭暴力|性侵|欺[凌淩]|自殺)(?:嘅|的)(?:社工|工作|職業|課程|專業|研究)',
  // projects and careers about the topic: "domestic violence statistics", 家暴嘅專題研習, 防止自殺熱線
  `${B}(?:domestic violence|abuse|bullying|suicide) (?:statistics|data|figures|rates?|trends|research|projects?)${E}`,
  `${B}(?:handle|handles|handling|deal with|deals with|see|sees) (?:a lot of |many |lots of )?(?:suicide|abuse|domestic violence) cases${E}`,
  '(?:家暴|家庭暴力|虐兒|欺[凌淩]|自殺)(?:嘅|的)?(?:專題研習|專題|研習|數據|統計|報告|紀錄片)|(?:防止|預防)自殺(?:熱線|嘅熱線)',
  // exam hyperbole: 難到想死, 出卷嗰個想殺死我哋
  '(?:難|深|多|長)(?:到|得)(?:我)?(?:好)?想死|(?:出卷|出題|老師|個試)(?:.{0,6})(?:想)?殺死我哋',
]).map(hk);
