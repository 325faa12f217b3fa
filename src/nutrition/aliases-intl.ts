/**
 * Everyday ingredient names in the other languages recipe pages commonly use (Portuguese, Spanish,
 * Dutch, German, French, Italian) → SR NDB number. Only unambiguous words are listed: "salsa" (parsley in
 * Portuguese, sauce elsewhere) and Dutch/German "paprika" (a vegetable, not the spice) are left out.
 * Keys are normalized like the English table (accents folded, connector words dropped).
 */
export const INTL_ALIASES: Record<string, string> = {
  // Portuguese
  azeite: "04053", "azeite de oliva": "04053", alho: "11215", "dente de alho": "11215", "dentes de alho": "11215",
  cebola: "11282", cebolas: "11282", tomate: "11529", tomates: "11529", sal: "02047", "sal grosso": "02047",
  pimenta: "02030", "pimenta do reino": "02030", "pimenta preta": "02030", "pimenta branca": "02032",
  manteiga: "01001", acucar: "19335", "acucar mascavo": "19334", farinha: "20081", "farinha de trigo": "20081",
  ovo: "01123", ovos: "01123", leite: "01077", arroz: "20044", "creme de leite": "01050",
  "leite condensado": "01095", frango: "05006", "peito de frango": "05062", "carne moida": "23567",
  batata: "11352", batatas: "11352", cenoura: "11124", cenouras: "11124", limao: "09150", coentro: "11165",
  coentros: "11165", oleo: "04582", "oleo de soja": "04582", agua: "14411", "fermento em po": "18369",
  camarao: "15270", camaroes: "15270", "miolo de camarao": "15270", "vinho branco": "14106",
  "vinho tinto": "14096", "caldo de galinha": "06194", "polpa de tomate": "11547", "molho de tomate": "11549",
  hortela: "02065", pimentao: "11821", "queijo parmesao": "01032", "queijo mussarela": "01026",
  "farinha de arroz": "20061", "farinha de aveia": "20132", "amido de milho": "20027", "polvilho doce": "20068",
  "polvilho azedo": "20068", requeijao: "01017", "fuba": "20022", "creme de leite fresco": "01053",
  // Portuguese (more)
  alcatra: "13929", "farinha de rosca": "18079", paprica: "02028", "paprica defumada": "02028",
  malagueta: "11819", cogumelo: "11260", cogumelos: "11260", mostarda: "02046", tamboril: "15054",
  "queijo": "01009", "queijo ralado": "01032", fermento: "18375",
  "fermento biologico": "18375", oregaos: "02027", oregano: "02027", "louro": "02004", "folha de louro": "02004",
  // Dutch (more)
  olie: "04582", zonnebloemolie: "04582", tijm: "02042", basilicum: "02044", zuurkool: "11439",
  kippenbouillontablet: "06080", kippenbouillon: "06194", runderbouillon: "06008", rundbouillon: "06008",
  ontbijtspek: "10123", spekblokje: "10123", spek: "10123", winterpeen: "11124", tomatenpuree: "11546",
  "rode wijn": "14096", "witte wijn": "14106", laurierblad: "02004", laurierblaadje: "02004", kruidnagel: "02011",
  zilveruitje: "11282", sjalot: "11677", rundvlees: "23093", runderriblap: "23093", runderriblappen: "23093", suikererwt: "11300",
  kaas: "01009", "geraspte kaas": "01009", bouillon: "06194", azijn: "02053",
  // German (more)
  weizenmehl: "20081", gemusefond: "06700", gemusebruhe: "06700", huhnerbruhe: "06194", zuckerschote: "11300",
  zuckerschoten: "11300", tomatenmark: "11546", speck: "10123", rapsol: "04582", ol: "04582", honig: "19296",
  senf: "02046", schmand: "01056", quark: "01012", paprikapulver: "02028", lorbeerblatt: "02004",
  // Slovak and Czech
  mlieko: "01077", mleko: "01077", muka: "20081", "polohruba muka": "20081", "hladka muka": "20081",
  "hruba muka": "20081", mouka: "20081", cukor: "19335", "krystalovy cukor": "19335", "prakovy cukor": "19336",
  "praskovy cukor": "19336", cukr: "19335", vajce: "01123", vajcia: "01123", vejce: "01123", olej: "04582",
  maslo: "01001", sol: "02047", drozdie: "18374", "cerstve drozdie": "18374", drozdi: "18374",
  kakao: "19165", lekvar: "19297", smotana: "01053", cesnak: "11215", cibula: "11282", cibule: "11282",
  paradajka: "11529", zemiak: "11352", zemiaky: "11352", mrkva: "11124", ryza: "20044", ryze: "20044",
  voda: "14411", mineralka: "14411", "kuracie prsia": "05062", "mlete maso": "23567", syr: "01009",
  // Spanish
  "aceite de oliva": "04053", aceite: "04582", ajo: "11215", "diente de ajo": "11215", "dientes de ajo": "11215",
  cebolla: "11282", pimienta: "02030", mantequilla: "01001", azucar: "19335", harina: "20081",
  huevo: "01123", huevos: "01123", leche: "01077", pollo: "05006", "pechuga de pollo": "05062",
  patata: "11352", patatas: "11352", papa: "11352", papas: "11352", zanahoria: "11124", limon: "09150",
  perejil: "11297", "carne picada": "23567", "nata": "01053",
  // Dutch
  olijfolie: "04053", knoflook: "11215", knoflookteen: "11215", ui: "11282", uien: "11282", tomaat: "11529",
  tomaten: "11529", zout: "02047", peper: "02030", boter: "01001", suiker: "19335", bloem: "20081",
  ei: "01123", eieren: "01123", melk: "01077", rijst: "20044", kip: "05006", kipfilet: "05062",
  gehakt: "23567", rundergehakt: "23567", aardappel: "11352", aardappelen: "11352", wortel: "11124",
  wortelen: "11124", wortels: "11124", citroen: "09150", peterselie: "11297", slagroom: "01053",
  room: "01053", spinazie: "11457", champignon: "11260", champignons: "11260", prei: "11246",
  // German
  olivenol: "04053", knoblauch: "11215", knoblauchzehe: "11215", zwiebel: "11282", zwiebeln: "11282",
  salz: "02047", pfeffer: "02030", zucker: "19335", mehl: "20081", eier: "01123", milch: "01077",
  reis: "20044", hahnchenbrust: "05062", hahnchen: "05006", hackfleisch: "23567", kartoffel: "11352",
  kartoffeln: "11352", karotte: "11124", karotten: "11124", mohre: "11124", mohren: "11124",
  zitrone: "09150", petersilie: "11297", wasser: "14411", sahne: "01053", schlagsahne: "01053",
  spinat: "11457", lauch: "11246", "saure sahne": "01056",
  sonnenblumenol: "04582", rindfleisch: "23093", schweinefleisch: "10187", erbse: "11312", erbsen: "11312", muskatnuss: "02025",
  kurbis: "11422", hokkaidokurbis: "11422",
  // French
  "huile dolive": "04053", huile: "04582", ail: "11215", oignon: "11282", oignons: "11282", sel: "02047",
  poivre: "02030", beurre: "01001", sucre: "19335", farine: "20081", oeuf: "01123", oeufs: "01123",
  lait: "01077", riz: "20044", poulet: "05006", "pomme de terre": "11352", "pommes de terre": "11352",
  carotte: "11124", carottes: "11124", citron: "09150", persil: "11297", eau: "14411", "creme liquide": "01053",
  // Italian
  "olio doliva": "04053", "olio extravergine doliva": "04053", "olio extra vergine doliva": "04053",
  aglio: "11215", cipolla: "11282", cipolle: "11282", pomodoro: "11529", pomodori: "11529", sale: "02047",
  pepe: "02030", burro: "01001", zucchero: "19335", farina: "20081", uovo: "01123", uova: "01123",
  latte: "01077", riso: "20044", "petto di pollo": "05062", carota: "11124", carote: "11124",
  limone: "09150", prezzemolo: "11297", acqua: "14411", panna: "01053", parmigiano: "01032",
};
