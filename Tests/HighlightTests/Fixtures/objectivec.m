#import <Foundation/Foundation.h>

@interface Greeter : NSObject
@property (nonatomic, copy) NSString *name;
- (void)greet;
@end

@implementation Greeter
- (void)greet {
    NSArray *items = @[@"one", @2, @(3.5)];
    if (self.name != nil && YES) {
        NSLog(@"Hello, %@! %lu", self.name, (unsigned long)items.count);
    }
}
@end
