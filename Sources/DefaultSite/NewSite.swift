/// What `sitegen new` writes besides the default templates: site.json, a home page, a docs section, a
/// blog with one post and a GitHub Pages workflow. The NewSite/ folder beside this file is their only
/// source: the EmbedDefaultSite plugin writes `files` from it on every build. `${title}` and `${date}`
/// in them stand for the new site's title and the day it is made.
public enum NewSite {}
