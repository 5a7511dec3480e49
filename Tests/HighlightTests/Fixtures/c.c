#include <stdio.h>
#include "config.h"
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#if defined(__linux__) && !defined(NDEBUG)
#  define LOG(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)
#endif

typedef struct Node { struct Node *next; size_t count; } Node;

/* Count the characters;
   multi-line comment */
static int count(const char *text, char wanted) {
    int total = 0;
    for (size_t i = 0; text[i] != '\0'; i++) {
        if (text[i] == wanted || text[i] == '\'') total++;
    }
    return total > 0x1F ? 1.5f : 10UL; // trailing comment
}

int main(void) {
    wchar_t *wide = L"wide";
    printf("%d\n", count(u8"hello", 'l'));
    return 0;
}
