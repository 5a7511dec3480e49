/// The inline script at the top of `<head>`. It runs before the first paint,
/// so a page never shows a frame of the wrong appearance, and:
/// - applies the stored choice (`localStorage["sitegen-theme"]`: system, light,
///   dark or night) as `<html data-theme>` (none for system, where the media
///   query decides) and `data-theme-choice`;
/// - keeps a forced page's `data-theme` (`data-theme-forced`) under every
///   choice, Night included: a page that forces a scheme is like a SwiftUI view
///   with `preferredColorScheme`, always that scheme whatever the app's setting;
/// - turns "system" into night during the site's night schedule;
/// - wires every `button[data-theme-choice]` (click, `aria-pressed`);
/// - follows choices made in other tabs (`storage`) and the back/forward cache (`pageshow`);
/// - points each `<source data-appearance>` at the effective appearance of its
///   nearest `[data-theme]` (the OS media query only while on system), as the
///   parser adds them, so the wrong variant is not fetched first;
/// - keeps `<meta name="theme-color">` on the chosen background;
/// - in a `?sitegen-appearance=light|dark|night` preview frame, shows that
///   appearance without reading, writing or following the stored choice.
enum ThemeScript {
    static func source(palette: Palette, settings: ThemeSettings) -> String {
        let background = palette["background"]
        let colors = Appearance.allCases.map { "\($0.rawValue):\"\(background?.color(in: $0).css ?? "")\"" }.joined(separator: ",")
        let schedule = settings.nightSchedule.map { "[\($0.start),\($0.end)]" } ?? "null"
        return #"""
        (()=>{const d=document,r=d.documentElement,K="sitegen-theme",C=["system","light","dark","night"],
        B={\#(colors)},N=\#(schedule),F=r.getAttribute("data-theme-forced");
        let p=new URLSearchParams(location.search).get("sitegen-appearance"),c;
        if(!C.includes(p))p=null;
        const stored=()=>{try{const v=localStorage.getItem(K);return C.includes(v)?v:"system"}catch(e){return"system"}},
        night=()=>{if(!N)return false;const t=new Date(),m=t.getHours()*60+t.getMinutes();return N[0]<N[1]?m>=N[0]&&m<N[1]:m>=N[0]||m<N[1]},
        look=()=>F||(c=="system"?(night()?"night":null):c),
        each=(q,f)=>d.querySelectorAll(q).forEach(f),
        source=s=>{let a=look();const v=s.getAttribute("data-appearance");
        if(a!="night"){const t=s.closest("[data-theme]");a=t&&t.getAttribute("data-theme")}
        const m=!a?(v=="dark"?"(prefers-color-scheme: dark)":"not all"):a==v||(a=="night"&&v=="dark"&&!s.parentNode.querySelector('source[data-appearance="night"]'))?"all":"not all";
        if(s.getAttribute("media")!=m)s.setAttribute("media",m)},
        apply=()=>{const a=look();
        a?r.setAttribute("data-theme",a):r.removeAttribute("data-theme");
        r.setAttribute("data-theme-choice",c);
        each("button[data-theme-choice]",b=>b.setAttribute("aria-pressed",String(b.getAttribute("data-theme-choice")==c)));
        each('meta[name="theme-color"]',m=>m.setAttribute("content",B[a||(/dark/.test(m.getAttribute("media"))?"dark":"light")]));
        each("source[data-appearance]",source)},
        choose=v=>{c=v;if(!p)try{localStorage.setItem(K,v)}catch(e){}apply()},
        o=new MutationObserver(()=>each("source[data-appearance]",source));
        c=p||stored();apply();
        o.observe(r,{childList:true,subtree:true});
        d.addEventListener("DOMContentLoaded",()=>{o.disconnect();apply()});
        d.addEventListener("click",e=>{const b=e.target.closest&&e.target.closest("button[data-theme-choice]"),v=b&&b.getAttribute("data-theme-choice");if(C.includes(v))choose(v)});
        addEventListener("storage",e=>{if(!p&&(e.key==K||e.key==null)){c=stored();apply()}});
        addEventListener("pageshow",e=>{if(e.persisted&&!p)c=stored();apply()});
        if(N)setInterval(apply,60000)})()
        """#
    }
}
