(()=>{const d=document,r=d.documentElement,K="sitegen-theme",C=["system","light","dark","night"],
B={SITEGEN_BACKGROUNDS},N=SITEGEN_NIGHT_SCHEDULE,F=r.getAttribute("data-theme-forced");
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
