// The published site's search (no server behind it): finds players by name or start number
// in search-index.js, folding the query as the served site's search does (collation.fold:
// the characters of the event's names are folded by the program, in the index).
(function () {
  "use strict";
  var form = document.getElementById("find");
  var out = document.getElementById("found");
  if (!form || !out) { return; }
  var input = form.querySelector("input");
  var asked = null;
  form.hidden = false;

  function index(then) {
    if (window.TD_SEARCH) { then(window.TD_SEARCH); return; }
    asked = then;
    if (document.getElementById("search-index")) { return; }
    var script = document.createElement("script");
    script.id = "search-index";
    script.src = "search-index.js";
    script.onload = function () { if (asked) { asked(window.TD_SEARCH); } };
    document.head.appendChild(script);
  }

  function fold(text, table) {
    var plain = "";
    for (var ch of text.normalize("NFKC")) {
      if (ch < "\u0080") { plain += ch; continue; }
      if (/[\p{S}\p{C}]/u.test(ch)) { continue; }
      var known = table[ch];
      plain += known !== undefined ? known : ch.normalize("NFKD").replace(/\p{M}/gu, "");
    }
    return plain.toLowerCase().replace(/['`]/g, "").replace(/[^a-z0-9]+/g, " ").trim();
  }

  function collapsed(word) {
    return word.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
  }

  function cell(row, text, numeric) {
    var td = document.createElement("td");
    if (numeric) { td.className = "n"; }
    td.textContent = text;
    row.appendChild(td);
    return td;
  }

  function show(ix, jump) {
    var query = fold(input.value, ix.fold);
    out.textContent = "";
    if (!query) { return; }
    // the start number first, then every name holding each word (as typed, or with ae, oe,
    // ue as a, o, u: "mueller" finds "Müller"), as the served site finds them
    var found = [];
    if (/^[0-9]+$/.test(query)) {
      found = ix.players.filter(function (p) { return String(p[0]) === String(Number(query)); });
    }
    var words = query.split(" ");
    ix.players.forEach(function (p) {
      if (found.indexOf(p) < 0 && words.every(function (w) {
        return p[2].indexOf(w) >= 0 || p[2].indexOf(collapsed(w)) >= 0;
      })) { found.push(p); }
    });
    // straight to the only match, or to the start number typed as a number alone ("+44"
    // is a name's text: its matches are listed)
    var typed = input.value.normalize("NFKC").trim().replace(/^#/, "").trim();
    var number = /^[0-9]+$/.test(typed) && found.length && String(found[0][0]) === String(Number(typed));
    if (jump && (found.length === 1 || number)) { window.location.href = "player-" + found[0][0] + ".html"; return; }
    if (!found.length) {
      var none = document.createElement("p");
      none.textContent = ix.texts.none.replace("{query}", "\u201c" + input.value.trim() + "\u201d");
      out.appendChild(none);
      return;
    }
    var table = document.createElement("table");
    var caption = document.createElement("caption");
    caption.textContent = (found.length === 1 ? ix.texts.found_one : ix.texts.found_many)
      .replace("{n}", found.length);
    table.appendChild(caption);
    var head = document.createElement("tr");
    ix.heads.forEach(function (text, i) {
      var th = document.createElement("th");
      th.scope = "col";
      if (i) { th.className = "n"; }
      th.textContent = text;
      head.appendChild(th);
    });
    var thead = document.createElement("thead");
    thead.appendChild(head);
    table.appendChild(thead);
    var body = document.createElement("tbody");
    found.slice(0, ix.limit).forEach(function (p) {
      var row = document.createElement("tr");
      var link = document.createElement("a");
      link.href = "player-" + p[0] + ".html";
      link.textContent = p[1];
      cell(row, "").appendChild(link);
      cell(row, String(p[0]), true);
      p.slice(3).forEach(function (text) { cell(row, text, true); });
      body.appendChild(row);
    });
    table.appendChild(body);
    out.appendChild(table);
    if (found.length > ix.limit) {
      var more = document.createElement("p");
      more.className = "more";
      more.textContent = ix.texts.more.replace("{shown}", ix.limit).replace("{total}", found.length);
      out.appendChild(more);
    }
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    index(function (ix) { show(ix, true); });
  });
  input.addEventListener("input", function () { index(function (ix) { show(ix, false); }); });
}());
